import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import 'bpmn-js-bpmnlint/dist/assets/css/bpmn-js-bpmnlint.css';
import './designer.css';
import { diagramRuleTransform, type MessageKey } from '@custodia/contracts';
import Modeler from 'bpmn-js/lib/Modeler';
import lintModule from 'bpmn-js-bpmnlint';
import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import packedRules from './bpmnlint-packed.js';
import { bpmnTranslation } from './bpmnTexts.ts';
import { custodiaModeling } from './custodiaModeling.ts';

const translation = bpmnTranslation((key, params) => i18next.t(key as MessageKey, params));

/**
 * A bpmn-js modeler on the returned container, with the diagram loaded, Custodia's palette and
 * the rules of spec §5 as bpmn-js-bpmnlint runs them (the packed plugin and the transform that
 * makes its issues catalogue messages, as on the server). Null until the diagram is shown.
 */
export function useDiagramModeler(xml: string | undefined) {
  const container = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);

  useEffect(() => {
    if (!container.current || xml === undefined) return;
    const instance = new Modeler({
      container: container.current,
      additionalModules: [lintModule, custodiaModeling, translation],
      linting: { bpmnlint: { ...packedRules, transformRule: diagramRuleTransform } },
    });
    let shown = true;
    instance.importXML(xml).then(() => {
      if (shown) setModeler(instance);
    });
    return () => {
      shown = false;
      setModeler(null);
      instance.destroy();
    };
  }, [xml]);

  return { container, modeler };
}
