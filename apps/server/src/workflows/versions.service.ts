import type { StepTypeValue } from '@custodia/contracts';
import { found } from '../platform/errors.ts';
import type { Doer, Work } from '../platform/work.ts';
import { diagramSteps, readDiagram } from './diagram.ts';
import type { DrawnStep, StepRow } from './steps.repo.ts';
import { stepsById } from './steps.repo.ts';
import { versionSource } from './workflows.repo.ts';

/** A sequence flow of a version: where it leads and, out of a gateway, its condition. */
export type GraphFlow = {
  step_id: string;
  element_id: string;
  name: string;
  target: string;
  condition: string | null;
};

export type GraphNode = {
  step_id: string;
  element_id: string;
  type: StepTypeValue;
  name: string;
  outgoing: GraphFlow[];
};

/** A saved diagram version as the engine walks it: its start and its elements, by element id. */
export type VersionGraph = {
  model_id: string;
  start: GraphNode;
  nodes: ReadonlyMap<string, GraphNode>;
  byStep: ReadonlyMap<string, GraphNode>;
};

/**
 * Builds the graph of a version from the elements its XML draws and the step each one is. The
 * XML is read, not the steps' rows: a step row follows the newest diagram (its flows' ends and
 * conditions change with a re-save), and a process runs the version it started on.
 */
export function compileGraph(
  modelId: string,
  drawn: readonly DrawnStep[],
  steps: readonly { id: string; element_id: string }[],
): VersionGraph {
  const stepOf = new Map(steps.map((step) => [step.element_id, step.id]));
  const stepIdOf = (elementId: string) => found(stepOf.get(elementId), 'workflowHasNoModel');
  const nodes = new Map<string, GraphNode>();
  for (const element of drawn) {
    if (element.type === 'sequence_flow') continue;
    nodes.set(element.element_id, {
      step_id: stepIdOf(element.element_id),
      element_id: element.element_id,
      type: element.type,
      name: element.name,
      outgoing: [],
    });
  }
  for (const flow of drawn) {
    if (flow.type !== 'sequence_flow' || !flow.source || !flow.target) continue;
    nodes.get(flow.source)?.outgoing.push({
      step_id: stepIdOf(flow.element_id),
      element_id: flow.element_id,
      name: flow.name,
      target: flow.target,
      condition: flow.condition,
    });
  }
  const start = found(
    [...nodes.values()].find((node) => node.type === 'start_event'),
    'workflowHasNoModel',
  );
  return {
    model_id: modelId,
    start,
    nodes,
    byStep: new Map([...nodes.values()].map((node) => [node.step_id, node])),
  };
}

/** Versions never change once saved, so each is compiled once per process and kept. */
const compiled = new Map<string, VersionGraph>();
const keptVersions = 500;

/** The graph of a saved version of a workflow of the company. */
export async function versionGraph(work: Work<Doer>, modelId: string): Promise<VersionGraph> {
  const key = `${work.tenantId}:${modelId}`;
  const kept = compiled.get(key);
  if (kept) return kept;
  const source = found(await versionSource(work.tx, work.tenantId, modelId), 'workflowHasNoModel');
  const graph = compileGraph(modelId, diagramSteps(await readDiagram(source.xml)), source.steps);
  if (compiled.size >= keptVersions) compiled.delete(compiled.keys().next().value as string);
  compiled.set(key, graph);
  return graph;
}

/**
 * Steps' configuration as it stands now (who works them, their actions, deadline, data form,
 * e-mail): designers may change it while the workflow is inactive, and the next task follows.
 */
export async function stepConfigurations(
  work: Work<Doer>,
  stepIds: readonly string[],
): Promise<Map<string, StepRow>> {
  const rows = await stepsById(work.tx, work.tenantId, stepIds);
  return new Map(rows.map((row) => [row.id, row]));
}
