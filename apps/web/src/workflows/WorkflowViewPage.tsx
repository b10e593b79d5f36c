import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading } from '../platform/Loading.tsx';
import { BackToWorkflowList } from './BackToWorkflowList.tsx';
import { useDiagramViewer, useDiagramXml } from './useDiagramViewer.ts';

function Diagram({ xml }: { xml: string }) {
  const { t } = useTranslation();
  const { container } = useDiagramViewer(xml);
  return (
    <figure
      ref={container}
      className="workflow-canvas"
      aria-label={t('workflows.designer.canvas')}
      data-testid="workflow-viewer"
    />
  );
}

/** `/workflow/view/:model`: a saved diagram, read-only, at its version's address (spec §2). */
export default function WorkflowViewPage() {
  const { t } = useTranslation();
  const { model = '' } = useParams();
  const xml = useDiagramXml(model);
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
