import { createRequire } from 'node:module';
import {
  type DiagramIssue,
  diagramIssues,
  diagramRuleTransform,
  stepTypeOfElement,
} from '@custodia/contracts';
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { Linter } from 'bpmnlint';
import NodeResolver from 'bpmnlint/lib/resolver/node-resolver.js';
import { AppError } from '../platform/errors.ts';
import type { DrawnStep } from './steps.repo.ts';

// bpmnlint looks for plugins from the working directory unless told where to look.
const resolver = new NodeResolver({ require: createRequire(import.meta.url) });

const is = (element: ModdleElement | undefined, type: string) =>
  element?.$instanceOf(type) === true;

/**
 * Which flows enter and leave each element, rebuilt from the flows' own ends: an uploaded file's
 * `incoming`/`outgoing` lists are what its author wrote, and the rules read them.
 */
function connectFlows(definitions: ModdleElement): void {
  for (const process of definitions.rootElements ?? []) {
    const elements = process.flowElements ?? [];
    for (const element of elements) {
      if (!is(element, 'bpmn:SequenceFlow')) {
        element.incoming = [];
        element.outgoing = [];
      }
    }
    for (const flow of elements.filter((element) => is(element, 'bpmn:SequenceFlow'))) {
      flow.sourceRef?.outgoing?.push(flow);
      flow.targetRef?.incoming?.push(flow);
    }
  }
}

/** A BPMN file read into its definitions, or 50044 when it is not one. */
export async function readDiagram(xml: string): Promise<ModdleElement> {
  try {
    const { rootElement } = await new BpmnModdle().fromXML(xml);
    if (!is(rootElement, 'bpmn:Definitions')) throw new Error('not BPMN definitions');
    connectFlows(rootElement);
    return rootElement;
  } catch {
    throw new AppError('diagramUnreadable', { file: 'errors.50044' });
  }
}

/**
 * Every issue the rules of spec §5 find in the diagram, none when it may be saved: the
 * configuration of bpmnlint-plugin-custodia as the designer runs it, each issue turned into its
 * catalogue message by the same transform (contracts/diagram-rules.ts). A linter per diagram, as
 * the designer makes one per run: some of bpmnlint's rules remember what they saw.
 */
export async function lintDiagram(definitions: ModdleElement): Promise<DiagramIssue[]> {
  const linter = new Linter({
    config: { extends: 'plugin:custodia/recommended' },
    resolver,
    transformRule: diagramRuleTransform as never,
  });
  return diagramIssues(await linter.lint(definitions));
}

/** The steps a valid diagram draws: every element of its process, flows with their ends. */
export function diagramSteps(definitions: ModdleElement): DrawnStep[] {
  const process = (definitions.rootElements ?? []).find((root) => is(root, 'bpmn:Process'));
  return (process?.flowElements ?? []).flatMap((element) => {
    const type = stepTypeOfElement[element.$type];
    if (!type || !element.id) return [];
    return [
      {
        element_id: element.id,
        type,
        name: element.name?.trim() ?? '',
        source: element.sourceRef?.id ?? null,
        target: element.targetRef?.id ?? null,
        condition: element.conditionExpression?.body?.trim() || null,
      },
    ];
  });
}
