import { type WorkflowDto, workflowsApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../platform/api.ts';
import { Loading } from '../platform/Loading.tsx';
import { readKey } from '../platform/queryKeys.ts';
import { DesignerProperties } from './DesignerProperties.tsx';
import { DesignerToolbar } from './DesignerToolbar.tsx';
import { newDiagram } from './newDiagram.ts';
import { useDesignerActions } from './useDesignerActions.tsx';
import { useDesignerState } from './useDesignerState.ts';
import { useDiagramModeler } from './useDiagramModeler.ts';
import { WorkflowLoader } from './WorkflowLoader.tsx';

/** The saved diagram's XML, or a new one with its start event. */
function useDiagramXml(workflow: WorkflowDto) {
  const { t } = useTranslation();
  const model = workflow.model;
  return useQuery({
    // A workflow without a diagram starts from a new one, under an address no version has.
    queryKey: readKey(workflowsApi.model, { params: { model: model ?? '' } }),
    queryFn: async ({ signal }) =>
      model === null
        ? newDiagram(t('workflows.designer.startName'))
        : (await call(workflowsApi.model, { params: { model } }, { signal })).text(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function Designer({ workflow, xml }: { workflow: WorkflowDto; xml: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(xml);
  const { container, modeler } = useDiagramModeler(shown);
  const { selected, valid, setValid } = useDesignerState(modeler);
  const { validate, confirmSave, saving } = useDesignerActions(workflow, modeler, setValid);
  const editable = workflow.abilities.designModel;

  return (
    <Card
      title={workflow.name}
      extra={
        <DesignerToolbar
          editable={editable}
          onOpen={setShown}
          onValidate={validate}
          canValidate={modeler !== null}
          onSave={confirmSave}
          canSave={valid}
          saving={saving}
        />
      }
    >
      {!editable && (
        <Alert
          type="info"
          showIcon
          title={t('errors.50033')}
          style={{ marginBottom: 16 }}
          data-testid="workflow-locked"
        />
      )}
      <Row gutter={16}>
        <Col xs={24} lg={18}>
          <div
            ref={container}
            className="workflow-canvas"
            role="application"
            aria-label={t('workflows.designer.canvas')}
            data-testid="workflow-canvas"
          />
        </Col>
        <Col xs={24} lg={6}>
          <Card type="inner" size="small" title={t('workflows.designer.properties')}>
            {modeler && (
              <DesignerProperties modeler={modeler} element={selected} readOnly={!editable} />
            )}
          </Card>
        </Col>
      </Row>
    </Card>
  );
}

function DesignerOf({ workflow }: { workflow: WorkflowDto }) {
  const xml = useDiagramXml(workflow);
  if (xml.data === undefined) return <Loading />;
  return <Designer workflow={workflow} xml={xml.data} />;
}

/** `/workflow/designer/:id`: the workflow's BPMN diagram, drawn, validated and saved (spec §2). */
export default function WorkflowDesignerPage() {
  return <WorkflowLoader>{(workflow) => <DesignerOf workflow={workflow} />}</WorkflowLoader>;
}
