import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './designer.css';
import { workflowsApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { call } from '../platform/api.ts';

/**
 * A saved diagram's XML, read from its version's address (decision 49). The address never changes
 * what it holds, and a failure is the screen's to say.
 */
export function useDiagramXml(model: string) {
  return useQuery({
    queryKey: ['workflows', 'model', model],
    queryFn: async ({ signal }) =>
      (await call(workflowsApi.model, { params: { model } }, { signal, quiet: true })).text(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** A read-only bpmn-js viewer on the returned container, with the diagram shown; null until then. */
export function useDiagramViewer(xml: string) {
  const container = useRef<HTMLElement>(null);
  const [viewer, setViewer] = useState<NavigatedViewer | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const instance = new NavigatedViewer({ container: container.current });
    let shown = true;
    instance.importXML(xml).then(() => {
      if (shown) setViewer(instance);
    });
    return () => {
      shown = false;
      setViewer(null);
      instance.destroy();
    };
  }, [xml]);

  return { container, viewer };
}
