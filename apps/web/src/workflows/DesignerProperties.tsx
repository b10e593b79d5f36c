import { parseCondition } from '@custodia/contracts';
import { Divider, Form, Input, Tag, Typography } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../platform/i18n.ts';
import { elementLabels } from './workflowLabels.ts';

type BusinessObject = {
  id: string;
  $type: string;
  name?: string;
  conditionExpression?: { body?: string };
  sourceRef?: BusinessObject;
  targetRef?: BusinessObject;
  outgoing?: BusinessObject[];
};

/** A diagram element as bpmn-js hands it over, with the parts the panel reads. */
export type DiagramElement = { id: string; type: string; businessObject: BusinessObject };

type Modeling = {
  updateLabel(element: DiagramElement, label: string): void;
  updateProperties(element: DiagramElement, properties: object): void;
};
type Factory = { create(type: string, attrs: object): object };
type Registry = { get(id: string): DiagramElement | undefined };

type FieldProps = {
  id: string;
  label: string;
  value: string | undefined;
  readOnly: boolean;
  onCommit(value: string): void;
  testId: string;
  /** What is wrong with a text as it is typed, already translated; null when nothing is. */
  check?: (typed: string) => string | null;
  /** The element that explains what to type, shared by the fields it helps. */
  helpId?: string;
};

/**
 * A text applied when the field is left or Enter is pressed: one change of the diagram. A field
 * with a check says what is wrong while it is typed, since the diagram's validation only says
 * that a condition is missing, not that it cannot be read.
 */
function CommittedInput({
  id,
  label,
  value,
  readOnly,
  onCommit,
  testId,
  check,
  helpId,
}: FieldProps) {
  const [typed, setTyped] = useState(value ?? '');
  const problem = check?.(typed) ?? null;
  const commit = (event: { currentTarget: HTMLInputElement }) => {
    const typed = event.currentTarget.value.trim();
    if (typed !== (value ?? '')) onCommit(typed);
  };
  const problemId = `${id}-problem`;
  const describedBy = [problem ? problemId : null, helpId].filter(Boolean).join(' ');
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={problem ? 'error' : undefined}
      help={
        problem ? (
          <span id={problemId} data-testid={`${testId}-problem`}>
            {problem}
          </span>
        ) : undefined
      }
    >
      <Input
        id={id}
        defaultValue={value}
        disabled={readOnly}
        onBlur={commit}
        onPressEnter={commit}
        onChange={check ? (event) => setTyped(event.currentTarget.value) : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-testid={testId}
      />
    </Form.Item>
  );
}

const conditionHelpId = 'designer-condition-help';

/** How a condition is written, with two examples to copy from. */
function ConditionHelp() {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph id={conditionHelpId} type="secondary" data-testid={conditionHelpId}>
      {t('workflows.designer.conditionHelp')}{' '}
      <Typography.Text code>{t('workflows.designer.conditionExampleAmount')}</Typography.Text>{' '}
      <Typography.Text code>{t('workflows.designer.conditionExampleSubject')}</Typography.Text>
    </Typography.Paragraph>
  );
}

/**
 * The designer's small properties panel: the selected element's name; for a gateway, the name and
 * the condition of each of its outgoing flows; for one of those flows, its condition. Each change
 * is a change of the diagram, which asks for a new validation.
 */
export function DesignerProperties({
  modeler,
  element,
  readOnly,
}: {
  modeler: Modeler;
  element: DiagramElement | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  if (!element) {
    return (
      <Typography.Text type="secondary">{t('workflows.designer.noSelection')}</Typography.Text>
    );
  }
  const modeling = modeler.get<Modeling>('modeling');
  const registry = modeler.get<Registry>('elementRegistry');
  const shapeOf = (object: BusinessObject) => registry.get(object.id);
  const rename = (object: BusinessObject) => (name: string) => {
    const shape = shapeOf(object);
    if (shape) modeling.updateLabel(shape, name);
  };
  const setCondition = (object: BusinessObject) => (body: string) => {
    const shape = shapeOf(object);
    const expression = body
      ? modeler.get<Factory>('bpmnFactory').create('bpmn:FormalExpression', { body })
      : undefined;
    if (shape) modeling.updateProperties(shape, { conditionExpression: expression });
  };
  const { businessObject } = element;
  const isGateway = businessObject.$type === 'bpmn:ExclusiveGateway';
  const fromGateway = businessObject.sourceRef?.$type === 'bpmn:ExclusiveGateway';
  const typeLabel = elementLabels[businessObject.$type];
  // An empty condition is left to the diagram's validation, which names the flow lacking one.
  const conditionProblem = (typed: string) => {
    const read = typed.trim() ? parseCondition(typed) : null;
    if (!read || read.ok) return null;
    const problem = translateMessage(read.problem.key);
    return t('conditions.at', { at: read.problem.at + 1, problem });
  };
  const conditionField = (flow: BusinessObject, testId: string) => (
    <CommittedInput
      id={`${testId}-${flow.id}`}
      label={t('workflows.designer.condition')}
      value={flow.conditionExpression?.body}
      readOnly={readOnly}
      onCommit={setCondition(flow)}
      testId={testId}
      check={conditionProblem}
      helpId={conditionHelpId}
    />
  );

  return (
    <Form layout="vertical" key={JSON.stringify([element.id, businessObject.name])}>
      {typeLabel && (
        <Tag color="blue" style={{ marginBottom: 12 }} data-testid="designer-element-type">
          {t(typeLabel)}
        </Tag>
      )}
      <CommittedInput
        id="designer-name"
        label={t('workflows.designer.name')}
        value={businessObject.name}
        readOnly={readOnly}
        onCommit={rename(businessObject)}
        testId="designer-name"
      />
      {fromGateway && conditionField(businessObject, 'designer-condition')}
      {isGateway &&
        (businessObject.outgoing ?? []).map((flow, index) => (
          <div key={flow.id} data-testid={`designer-output-${index + 1}`}>
            <Divider plain style={{ margin: '8px 0' }}>
              {t('workflows.designer.output', {
                target: flow.targetRef?.name || flow.targetRef?.id || '',
              })}
            </Divider>
            <CommittedInput
              id={`designer-output-name-${flow.id}`}
              label={t('workflows.designer.outputName')}
              value={flow.name}
              readOnly={readOnly}
              onCommit={rename(flow)}
              testId="designer-output-name"
            />
            {conditionField(flow, 'designer-output-condition')}
          </div>
        ))}
      {(fromGateway || (isGateway && (businessObject.outgoing ?? []).length > 0)) && (
        <ConditionHelp />
      )}
    </Form>
  );
}
