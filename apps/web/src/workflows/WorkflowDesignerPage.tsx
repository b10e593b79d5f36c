import { CheckCircleOutlined, FolderOpenOutlined, SaveOutlined } from '@ant-design/icons';
import {
  type DiagramIssue,
  diagramIssues,
  diagramRules,
  errorCatalogue,
  type WorkflowDto,
  workflowsApi,
} from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Row, Space, Upload } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths.ts';
import { call } from '../platform/api.ts';
import { ApiError } from '../platform/http.ts';
import { translateMessage } from '../platform/i18n.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { Loading } from '../platform/Loading.tsx';
import { readKey } from '../platform/queryKeys.ts';
import { DesignerProperties, type DiagramElement } from './DesignerProperties.tsx';
import { newDiagram } from './newDiagram.ts';
import { useDiagramModeler } from './useDiagramModeler.ts';
import { useWorkflowChange } from './useWorkflows.ts';
import { WorkflowLoader } from './WorkflowLoader.tsx';

/** Refusals of a save the designer explains itself: the rules of spec §5, an unreadable file. */
const diagramRefusals: readonly number[] = [
  ...Object.values(diagramRules).map((rule) => errorCatalogue[rule].code),
  errorCatalogue.diagramUnreadable.code,
];

/**
 * A gateway condition the server refused at save (decision 65), as activation would: the flow is
 * named, and `data` says what is wrong, where, and which element to select.
 */
const conditionRefusals: readonly number[] = [
  errorCatalogue.conditionUnreadable.code,
  errorCatalogue.conditionFieldUnknown.code,
  errorCatalogue.conditionNotFit.code,
];

type Linting = {
  toggle(active: boolean): void;
  lint(): Promise<Record<string, { id?: string; message: string }[]>>;
};
type Selection = { select(element: unknown): void };
type Registry = { get(id: string): unknown };
type EventBus = {
  on(event: string, listener: (event: never) => void): void;
  off(event: string, listener: (event: never) => void): void;
};

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

/** The element selected on the canvas, and whether the last validation found nothing. */
function useDesignerState(modeler: Modeler | null) {
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

function IssueList({ issues, testId }: { issues: string[]; testId: string }) {
  return (
    <ul data-testid={testId} style={{ paddingInlineStart: 20 }}>
      {issues.map((issue) => (
        <li key={issue}>{issue}</li>
      ))}
    </ul>
  );
}

function Designer({ workflow, xml }: { workflow: WorkflowDto; xml: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [shown, setShown] = useState(xml);
  const { container, modeler } = useDiagramModeler(shown);
  const { selected, valid, setValid } = useDesignerState(modeler);
  const save = useWorkflowChange((body: FormData) =>
    call(
      workflowsApi.saveModel,
      { params: { id: workflow.id }, body },
      {
        handledCodes: [...diagramRefusals, ...conditionRefusals],
      },
    ),
  );
  const editable = workflow.abilities.designModel;

  function showIssues(issues: string[]): void {
    modal.error({
      title: t('workflows.designer.issuesTitle', { count: issues.length }),
      content: <IssueList issues={issues} testId="workflow-issues" />,
      width: 560,
    });
  }

  async function validate(): Promise<void> {
    if (!modeler) return;
    const linting = modeler.get<Linting>('linting');
    linting.toggle(true);
    const issues: DiagramIssue[] = diagramIssues(await linting.lint());
    setValid(issues.length === 0);
    if (issues.length === 0) message.success(t('workflows.designer.valid'));
    else showIssues(issues.map((issue) => translateMessage(issue.message)));
  }

  /**
   * Says what is wrong with the refused condition, then selects its flow, whose condition the
   * properties panel opens for correction; the drawing stays as it was.
   */
  function showConditionRefusal(modeler: Modeler, error: ApiError): void {
    const { condition, at, element } = error.fieldErrors;
    showIssues([`${error.detail} ${t('conditions.at', { at, problem: condition })}`]);
    const flow = element ? modeler.get<Registry>('elementRegistry').get(element) : undefined;
    if (flow) modeler.get<Selection>('selection').select(flow);
  }

  async function upload(): Promise<void> {
    if (!modeler) return;
    const { xml: saved = '' } = await modeler.saveXML({ format: true });
    const file = new Blob([saved], { type: 'application/xml' });
    const body = new FormData();
    body.append('size', String(file.size));
    body.append('file', file, 'diagram.bpmn');
    try {
      await save.mutateAsync(body);
      message.success(t('workflows.diagramSaved'));
      navigate(paths.workflowList);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (conditionRefusals.includes(error.code ?? 0)) showConditionRefusal(modeler, error);
      else if (diagramRefusals.includes(error.code ?? 0)) {
        const issues = Object.values(error.fieldErrors);
        showIssues(issues.length > 0 ? issues : [error.detail]);
      }
    }
  }

  function confirmSave(): void {
    modal.confirm({
      title: t('workflows.designer.saveConfirm'),
      okText: t('common.save'),
      cancelText: t('common.cancel'),
      onOk: upload,
    });
  }

  return (
    <Card
      title={workflow.name}
      extra={
        <Space wrap>
          {editable && (
            <Upload
              accept=".bpmn,.xml"
              showUploadList={false}
              beforeUpload={(file) => {
                file.text().then(setShown);
                return false;
              }}
            >
              <Button icon={<FolderOpenOutlined />} data-testid="workflow-open-file">
                {t('workflows.designer.open')}
              </Button>
            </Upload>
          )}
          <Button
            icon={<CheckCircleOutlined />}
            onClick={validate}
            disabled={!modeler}
            data-testid="workflow-validate"
          >
            {t('workflows.designer.validate')}
          </Button>
          {editable && (
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!valid}
              loading={save.isPending}
              onClick={confirmSave}
              data-testid="workflow-save"
            >
              {t('common.save')}
            </Button>
          )}
          <LinkButton to={paths.workflowList} data-testid="workflow-close">
            {t('workflows.designer.close')}
          </LinkButton>
        </Space>
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
