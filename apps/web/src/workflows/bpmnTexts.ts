import { type MessageKey, parseMessage } from '@custodia/contracts';

/** A catalogue key written in its plural forms (`_one`, `_other`), named as i18next reads it. */
type PluralKey = MessageKey extends infer Key
  ? Key extends `${infer Base}_one`
    ? Base
    : never
  : never;

/**
 * The texts bpmn-js shows in the parts of the designer Custodia keeps, in the reader's language;
 * a diagram rule's issue comes as its encoded catalogue message (contracts/diagram-rules.ts).
 */
const texts: Record<string, MessageKey | PluralKey> = {
  'Activate hand tool': 'workflows.bpmn.handTool',
  'Activate lasso tool': 'workflows.bpmn.lassoTool',
  'Activate create/remove space tool': 'workflows.bpmn.spaceTool',
  'Activate global connect tool': 'workflows.bpmn.connectTool',
  'Create start event': 'workflows.bpmn.createStart',
  'Create end event': 'workflows.bpmn.createEnd',
  'Create gateway': 'workflows.bpmn.createGateway',
  'Create user-task': 'workflows.bpmn.createUserTask',
  'Create manual-task': 'workflows.bpmn.createManualTask',
  'Create send-task': 'workflows.bpmn.createSendTask',
  'Append end event': 'workflows.bpmn.appendEnd',
  'Append gateway': 'workflows.bpmn.appendGateway',
  'Append user-task': 'workflows.bpmn.appendUserTask',
  'Append manual-task': 'workflows.bpmn.appendManualTask',
  'Append send-task': 'workflows.bpmn.appendSendTask',
  'Connect to other element': 'workflows.bpmn.connect',
  Delete: 'workflows.bpmn.delete',
  'Change element': 'workflows.bpmn.change',
  'Start event': 'workflows.element.startEvent',
  'End event': 'workflows.element.endEvent',
  'User task': 'workflows.element.userTask',
  'Manual task': 'workflows.element.manualTask',
  'Send task': 'workflows.element.sendTask',
  'Exclusive gateway': 'workflows.element.exclusiveGateway',
  'Toggle linting overlays': 'workflows.bpmn.toggleLint',
  '{errors} Errors, {warnings} Warnings': 'workflows.bpmn.lintErrors',
  'No Issues': 'workflows.bpmn.lintClean',
  'Issues for child elements': 'workflows.bpmn.childIssues',
};

/** The texts that count something, with their count: i18next picks the plural form from it. */
const counts: Record<string, (replacements: Record<string, string>) => number> = {
  '{errors} Errors, {warnings} Warnings': ({ errors, warnings }) =>
    Number(errors ?? 0) + Number(warnings ?? 0),
};

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** bpmn-js's `translate` service over the app's catalogues. */
export function bpmnTranslation(t: Translate) {
  return {
    translate: [
      'value',
      (template: string, replacements: Record<string, string> = {}) => {
        if (template.startsWith('errors.')) {
          const { key, params } = parseMessage(template);
          return t(key, params as Record<string, string>);
        }
        const key = texts[template];
        const count = counts[template]?.(replacements);
        return key
          ? t(key, count === undefined ? replacements : { ...replacements, count })
          : template.replace(/\{(\w+)\}/g, (whole, name: string) => replacements[name] ?? whole);
      },
    ],
  };
}
