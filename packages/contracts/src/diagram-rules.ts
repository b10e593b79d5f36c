import { type ErrorName, errorCatalogue, errorKey } from './errors.ts';
import { message } from './messages.ts';

/**
 * The diagram rules of spec §5 (bpmnlint-plugin-custodia's configuration), each with its refusal
 * of the catalogue (500017–500040). A rule without its refusal here cannot name its issues.
 */
export const diagramRules = {
  'start-event-required': 'diagramStartEventRequired',
  'single-blank-start-event': 'diagramSingleStartEvent',
  'end-event-required': 'diagramEndEventRequired',
  'custodia/single-end-event': 'diagramSingleEndEvent',
  'custodia/no-terminate-end-event': 'diagramTerminateEndEvent',
  'custodia/human-task-required': 'diagramHumanTaskRequired',
  'label-required': 'diagramLabelRequired',
  'no-complex-gateway': 'diagramComplexGateway',
  'no-inclusive-gateway': 'diagramInclusiveGateway',
  'no-disconnected': 'diagramDisconnected',
  'no-duplicate-sequence-flows': 'diagramDuplicateFlows',
  'no-gateway-join-fork': 'diagramGatewayJoinFork',
  'no-implicit-split': 'diagramImplicitSplit',
  'conditional-flows': 'diagramFlowCondition',
  'custodia/gateway-conditions': 'diagramGatewayConditions',
  'custodia/max-exclusive-gateways': 'diagramTooManyGateways',
  'custodia/gateway-two-outputs': 'diagramGatewayOutputs',
  'custodia/no-gateway-after-start': 'diagramGatewayAfterStart',
  'custodia/gateway-targets': 'diagramGatewayTargets',
  'custodia/no-cycles': 'diagramCycle',
  'custodia/max-send-tasks': 'diagramTooManySendTasks',
  'custodia/send-task-targets': 'diagramSendTaskTargets',
  'custodia/supported-elements': 'diagramUnsupportedElement',
  'custodia/single-process': 'diagramSingleProcess',
} as const satisfies Record<string, ErrorName>;
export type DiagramRule = keyof typeof diagramRules;

/** What bpmnlint hands a rule: the element visited and the reporter of its issues. */
type ModdleElement = {
  id?: string;
  name?: string;
  $type: string;
  rootElements?: ModdleElement[];
  flowElements?: ModdleElement[];
  participants?: ModdleElement[];
};
type Reporter = {
  moddleRoot: ModdleElement;
  report(id: string, text: string, path?: unknown): void;
};
type Visit = (node: ModdleElement, reporter: Reporter) => unknown;
type LintRule = { check: Visit | { enter?: Visit; leave?: Visit }; meta?: unknown };

/**
 * The name people gave an element, found when an issue is reported. Never cached by the diagram:
 * the designer lints the same diagram object after every edit, so a cache kept the names of the
 * first lint and named a renamed or new element by its internal id.
 */
function nameOf(root: ModdleElement, id: string): string {
  const pending = [root];
  for (let element = pending.pop(); element; element = pending.pop()) {
    if (element.id === id) return element.name?.trim() || id;
    pending.push(
      ...(element.rootElements ?? []),
      ...(element.flowElements ?? []),
      ...(element.participants ?? []),
    );
  }
  return id;
}

/** The rule's name as the configuration writes it (`custodia/no-cycles`, `label-required`). */
function ruleNameOf(pkg: string, ruleName: string): string {
  return pkg === 'bpmnlint' ? ruleName : `${pkg.replace(/^bpmnlint-plugin-/, '')}/${ruleName}`;
}

/**
 * bpmnlint's `transformRule`, used by the designer and the server alike: every issue a rule
 * reports becomes its catalogue message (`errors.500023?element=Revisar`), naming the element by
 * its label (or id), so both show the same text in the reader's language.
 */
export function diagramRuleTransform(
  rule: LintRule,
  { pkg, ruleName }: { pkg: string; ruleName: string },
): LintRule {
  const error: ErrorName | undefined = (diagramRules as Record<string, ErrorName>)[
    ruleNameOf(pkg, ruleName)
  ];
  if (!error) return rule;
  const key = errorKey(errorCatalogue[error].code);
  const translated = (visit: Visit | undefined): Visit | undefined =>
    visit &&
    ((node, reporter) =>
      visit(node, {
        moddleRoot: reporter.moddleRoot,
        report: (id, _text, path) =>
          reporter.report(id, message(key, { element: nameOf(reporter.moddleRoot, id) }), path),
      }));
  const { check } = rule;
  return {
    ...rule,
    check:
      typeof check === 'function'
        ? (translated(check) as Visit)
        : { enter: translated(check.enter), leave: translated(check.leave) },
  };
}

/** One issue of a diagram, as the designer lists it and the server refuses it. */
export type DiagramIssue = { rule: DiagramRule; element: string; code: number; message: string };

/** The issues of a bpmnlint result (rule → reports), in the order of the rules above. */
export function diagramIssues(
  results: Record<string, readonly { id?: string; message: string }[]>,
): DiagramIssue[] {
  return (Object.keys(diagramRules) as DiagramRule[]).flatMap((rule) =>
    (results[rule] ?? []).map((report) => ({
      rule,
      element: report.id ?? '',
      code: errorCatalogue[diagramRules[rule]].code,
      message: report.message,
    })),
  );
}
