import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './designer.css';
import { workflowsApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Result } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { call } from '../platform/api.ts';
import { Loading } from '../platform/Loading.tsx';
import { BackToWorkflowList } from './BackToWorkflowList.tsx';

function Diagram({ xml }: { xml: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const viewer = new NavigatedViewer({ container: container.current });
    viewer.importXML(xml);
    return () => viewer.destroy();
  }, [xml]);
  return (
    <div
      ref={container}
      className="workflow-canvas"
      role="img"
      aria-label={t('workflows.designer.canvas')}
      data-testid="workflow-viewer"
    />
  );
}

/** `/workflow/view/:model`: a saved diagram, read-only, at its version's address (spec §2). */
export default function WorkflowViewPage() {
  const { t } = useTranslation();
  const { model = '' } = useParams();
  const xml = useQuery({
    queryKey: ['workflows', 'model', model],
    queryFn: async ({ signal }) =>
      (await call(workflowsApi.model, { params: { model } }, { signal, quiet: true })).text(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (xml.isPending) return <Loading />;
  if (xml.isError) {
    return (
      <Result status="404" title={t('workflows.view.missing')} extra={<BackToWorkflowList />} />
    );
  }
  return (
    <Card extra={<BackToWorkflowList />}>
      <Diagram xml={xml.data} />
    </Card>
  );
}
