import {
  type DiagramIssue,
  diagramIssues,
  diagramRules,
  errorCatalogue,
  type WorkflowDto,
  workflowsApi,
} from '@custodia/contracts';
import { App } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../platform/api.ts';
import { ApiError } from '../platform/http.ts';
import { translateMessage } from '../platform/i18n.ts';
import { paths } from '../platform/paths.ts';
import { useWorkflowChange } from './useWorkflows.ts';

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

function IssueList({ issues, testId }: { issues: string[]; testId: string }) {
  return (
    <ul data-testid={testId} style={{ paddingInlineStart: 20 }}>
      {issues.map((issue) => (
        <li key={issue}>{issue}</li>
      ))}
    </ul>
  );
}

/**
 * Validating the drawing with the rules of spec §5, and saving it once confirmed; the issues the
 * linter or the server finds are listed, and a refused condition's flow is selected.
 */
export function useDesignerActions(
  workflow: WorkflowDto,
  modeler: Modeler | null,
  setValid: (valid: boolean) => void,
) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const save = useWorkflowChange((body: FormData) =>
    call(
      workflowsApi.saveModel,
      { params: { id: workflow.id }, body },
      {
        handledCodes: [...diagramRefusals, ...conditionRefusals],
      },
    ),
  );

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

  return { validate, confirmSave, saving: save.isPending };
}
