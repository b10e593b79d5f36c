import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './designer.css';
import { processesApi, workflowsApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { type CallInput, call } from '../platform/api.ts';
import { readKey, type SomeInput } from '../platform/queryKeys.ts';

/** A saved version's XML: a version never changes, and a failure is the screen's to say. */
function useVersionXml<E extends typeof workflowsApi.model | typeof processesApi.diagram>(
  endpoint: E,
  input: CallInput<E>,
) {
  return useQuery({
    queryKey: readKey(endpoint, input as SomeInput<E>),
    queryFn: async ({ signal }) =>
      ((await call(endpoint, input, { signal, quiet: true })) as Blob).text(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** A saved diagram's XML, read from its version's address (decision 49). */
export const useDiagramXml = (model: string) =>
  useVersionXml(workflowsApi.model, { params: { model } });

/** The version a process runs, read with the session: its address may no longer answer. */
export const useProcessDiagramXml = (processId: string) =>
  useVersionXml(processesApi.diagram, { params: { id: processId } });

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
