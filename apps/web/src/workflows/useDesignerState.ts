import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useState } from 'react';
import type { DiagramElement } from './DesignerProperties.tsx';

type EventBus = {
  on(event: string, listener: (event: never) => void): void;
  off(event: string, listener: (event: never) => void): void;
};

/** The element selected on the canvas, and whether the last validation found nothing. */
export function useDesignerState(modeler: Modeler | null) {
  const [selected, setSelected] = useState<DiagramElement | null>(null);
  const [valid, setValid] = useState(false);
  const [, setRevision] = useState(0);
  useEffect(() => {
    if (!modeler) return;
    const bus = modeler.get<EventBus>('eventBus');
    // Any change asks for a new validation before the diagram may be saved (spec §2).
    const changed = () => {
      setValid(false);
      setRevision((revision) => revision + 1);
    };
    const selection = (event: { newSelection: DiagramElement[] }) =>
      setSelected(event.newSelection.length === 1 ? (event.newSelection[0] ?? null) : null);
    bus.on('commandStack.changed', changed);
    bus.on('selection.changed', selection);
    return () => {
      bus.off('commandStack.changed', changed);
      bus.off('selection.changed', selection);
    };
  }, [modeler]);
  return { selected, valid, setValid };
}
