/**
 * BPMN files for the tests of the diagram rules, written from a short description so each reads
 * as the diagram it draws: `nodes` by id (`userTask:Revisar`, `endEvent+terminate:Fin`), `flows`
 * as `source>target` with an optional `|name|condition`. Each file carries its drawing (DI), so
 * the designer can open it too.
 */
export type DiagramSpec = {
  nodes: Record<string, string>;
  flows: string[];
  /** More root elements beside the process (a second process, a collaboration). */
  extraRoots?: string;
};

const sizes: Record<string, [number, number]> = {
  event: [36, 36],
  gateway: [50, 50],
  task: [100, 80],
};

function sizeOf(type: string): [number, number] {
  if (type.endsWith('Event')) return sizes.event as [number, number];
  if (type.endsWith('Gateway')) return sizes.gateway as [number, number];
  return sizes.task as [number, number];
}

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

type Node = { id: string; type: string; definition?: string; name?: string };

function parseNode(id: string, description: string): Node {
  const [kind = '', name] = description.split(':');
  const [type = '', definition] = kind.split('+');
  return { id, type, definition, name };
}

type Flow = { id: string; source: string; target: string; name?: string; condition?: string };

function parseFlow(description: string, index: number): Flow {
  const [ends = '', name, condition] = description.split('|');
  const [source = '', target = ''] = ends.split('>');
  return { id: `Flow_${index + 1}`, source, target, name, condition };
}

export function bpmn({ nodes, flows, extraRoots = '' }: DiagramSpec): string {
  const parsedNodes = Object.entries(nodes).map(([id, description]) => parseNode(id, description));
  const parsedFlows = flows.map(parseFlow);
  const position = new Map(
    parsedNodes.map((node, index) => [
      node.id,
      { x: 150 + (index % 6) * 180, y: 100 + Math.floor(index / 6) * 160 },
    ]),
  );

  const nodeXml = parsedNodes.map((node) => {
    const links = [
      ...parsedFlows
        .filter((flow) => flow.target === node.id)
        .map((flow) => `<bpmn:incoming>${flow.id}</bpmn:incoming>`),
      ...parsedFlows
        .filter((flow) => flow.source === node.id)
        .map((flow) => `<bpmn:outgoing>${flow.id}</bpmn:outgoing>`),
      node.definition
        ? `<bpmn:${node.definition}EventDefinition id="${node.id}_definition" />`
        : '',
    ].join('');
    const name = node.name === undefined ? '' : ` name="${escaped(node.name)}"`;
    return `<bpmn:${node.type} id="${node.id}"${name}>${links}</bpmn:${node.type}>`;
  });
  const flowXml = parsedFlows.map((flow) => {
    const name = flow.name ? ` name="${escaped(flow.name)}"` : '';
    const condition = flow.condition
      ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escaped(flow.condition)}</bpmn:conditionExpression>`
      : '';
    return `<bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.source}" targetRef="${flow.target}"${name}>${condition}</bpmn:sequenceFlow>`;
  });

  const centre = (id: string) => {
    const node = parsedNodes.find((candidate) => candidate.id === id);
    const at = position.get(id) ?? { x: 0, y: 0 };
    const [width, height] = sizeOf(node?.type ?? 'task');
    return { x: at.x + width / 2, y: at.y + height / 2 };
  };
  const shapes = parsedNodes.map((node) => {
    const at = position.get(node.id) ?? { x: 0, y: 0 };
    const [width, height] = sizeOf(node.type);
    return `<bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"><dc:Bounds x="${at.x}" y="${at.y}" width="${width}" height="${height}" /></bpmndi:BPMNShape>`;
  });
  const edges = parsedFlows.map((flow) => {
    const from = centre(flow.source);
    const to = centre(flow.target);
    return `<bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}"><di:waypoint x="${from.x}" y="${from.y}" /><di:waypoint x="${to.x}" y="${to.y}" /></bpmndi:BPMNEdge>`;
  });

  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="Process_1" isExecutable="false">${[...nodeXml, ...flowXml].join('')}</bpmn:process>${extraRoots}
<bpmndi:BPMNDiagram id="Diagram_1"><bpmndi:BPMNPlane id="Plane_1" bpmnElement="Process_1">${[...shapes, ...edges].join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/** The diagram every rule lets pass: a request reviewed, then answered or filed. */
export const validDiagram: DiagramSpec = {
  nodes: {
    start: 'startEvent:Solicitud recibida',
    review: 'userTask:Revisar',
    decide: 'exclusiveGateway:¿Procede?',
    answer: 'userTask:Responder',
    file: 'manualTask:Archivar',
    end: 'endEvent:Fin',
  },
  flows: [
    'start>review',
    'review>decide',
    'decide>answer|Sí|asunto = "procede"',
    'decide>file|No|asunto != "procede"',
    'answer>end',
    'file>end',
  ],
};

/** The shortest diagram a process runs: one task between start and end. */
export const oneTaskDiagram: DiagramSpec = {
  nodes: { start: 'startEvent:Inicio', work: 'userTask:Atender', end: 'endEvent:Fin' },
  flows: ['start>work', 'work>end'],
};

/** The valid diagram with some nodes replaced or added and its flows replaced. */
export function changed(
  nodes: Record<string, string>,
  flows: string[] = validDiagram.flows,
): DiagramSpec {
  return { nodes: { ...validDiagram.nodes, ...nodes }, flows };
}

/** `count` elements of one kind in a row, each between two user tasks. */
function chainOf(kind: string, count: number): DiagramSpec {
  const nodes: Record<string, string> = { start: 'startEvent:Inicio', first: 'userTask:Primera' };
  const flows: string[] = ['start>first'];
  let last = 'first';
  for (let index = 1; index <= count; index += 1) {
    const id = `${kind}${index}`;
    nodes[id] =
      kind === 'gateway' ? `exclusiveGateway:Compuerta ${index}` : `sendTask:Correo ${index}`;
    nodes[`after${index}`] = `userTask:Paso ${index}`;
    if (kind === 'gateway') {
      flows.push(
        `${id}>after${index}|Sigue ${index}|asunto contiene "sigue"`,
        `${id}>end|Termina ${index}|tipo_soporte = 2`,
      );
    } else {
      flows.push(`${id}>after${index}`);
    }
    flows.push(`${last}>${id}`);
    last = `after${index}`;
  }
  nodes.end = 'endEvent:Fin';
  flows.push(`${last}>end`);
  return { nodes, flows };
}

const base = validDiagram.flows;
const gatewayFlows = base.filter((flow) => !flow.startsWith('decide>'));

/**
 * For every rule of spec §5 (as diagram-rules.ts names it), a diagram that breaks it and one that
 * keeps it: the designer's bundle, the server and the upload answer each the same way.
 */
export const ruleDiagrams: Record<string, { breaks: DiagramSpec; keeps: DiagramSpec }> = {
  'start-event-required': {
    breaks: { nodes: { review: 'userTask:Revisar', end: 'endEvent:Fin' }, flows: ['review>end'] },
    keeps: validDiagram,
  },
  'single-blank-start-event': {
    breaks: changed({ again: 'startEvent:Otra entrada' }, [...base, 'again>review']),
    keeps: validDiagram,
  },
  'end-event-required': {
    breaks: {
      nodes: { start: 'startEvent:Inicio', review: 'userTask:Revisar' },
      flows: ['start>review'],
    },
    keeps: validDiagram,
  },
  'custodia/single-end-event': {
    breaks: changed({ end2: 'endEvent:Archivado' }, [
      ...base.filter((flow) => flow !== 'file>end'),
      'file>end2',
    ]),
    keeps: validDiagram,
  },
  'custodia/no-terminate-end-event': {
    breaks: changed({ end: 'endEvent+terminate:Fin' }),
    keeps: validDiagram,
  },
  'custodia/human-task-required': {
    breaks: { nodes: { start: 'startEvent:Inicio', end: 'endEvent:Fin' }, flows: ['start>end'] },
    keeps: changed({ review: 'manualTask:Revisar', answer: 'manualTask:Responder' }),
  },
  'label-required': {
    breaks: changed({ review: 'userTask' }),
    keeps: validDiagram,
  },
  'no-complex-gateway': {
    breaks: changed({ decide: 'complexGateway:¿Procede?' }),
    keeps: validDiagram,
  },
  'no-inclusive-gateway': {
    breaks: changed({ decide: 'inclusiveGateway:¿Procede?' }),
    keeps: validDiagram,
  },
  'no-disconnected': {
    breaks: changed({ loose: 'userTask:Suelta' }),
    keeps: validDiagram,
  },
  'no-duplicate-sequence-flows': {
    breaks: changed({}, [...base, 'start>review']),
    keeps: validDiagram,
  },
  'no-gateway-join-fork': {
    breaks: changed({ check: 'userTask:Verificar' }, [
      ...base.filter((flow) => flow !== 'start>review'),
      'start>check',
      'check>decide',
    ]),
    keeps: validDiagram,
  },
  'no-implicit-split': {
    breaks: changed({}, [...base, 'review>file']),
    keeps: validDiagram,
  },
  'conditional-flows': {
    breaks: changed({}, [...gatewayFlows, 'decide>answer|Sí|procede', 'decide>file|No']),
    keeps: validDiagram,
  },
  'custodia/gateway-conditions': {
    breaks: changed({}, [...gatewayFlows, 'decide>answer|Sí', 'decide>file|No']),
    keeps: validDiagram,
  },
  'custodia/max-exclusive-gateways': {
    breaks: chainOf('gateway', 4),
    keeps: chainOf('gateway', 3),
  },
  'custodia/gateway-two-outputs': {
    breaks: changed({ notify: 'userTask:Notificar' }, [
      ...base,
      'decide>notify|Tal vez|quizás',
      'notify>end',
    ]),
    keeps: validDiagram,
  },
  'custodia/no-gateway-after-start': {
    breaks: {
      nodes: {
        start: 'startEvent:Inicio',
        decide: 'exclusiveGateway:¿Procede?',
        answer: 'userTask:Responder',
        file: 'manualTask:Archivar',
        end: 'endEvent:Fin',
      },
      flows: gatewayFlows
        .filter((flow) => !flow.startsWith('start') && !flow.startsWith('review'))
        .concat('start>decide', 'decide>answer|Sí|procede', 'decide>file|No|no procede'),
    },
    keeps: validDiagram,
  },
  'custodia/gateway-targets': {
    breaks: changed({ urgent: 'exclusiveGateway:¿Urgente?' }, [
      ...gatewayFlows,
      'decide>answer|Sí|procede',
      'decide>urgent|No|no procede',
      'urgent>file|Sí|urgente',
      'urgent>end|No|no urgente',
    ]),
    keeps: validDiagram,
  },
  'custodia/no-cycles': {
    breaks: changed({}, [...gatewayFlows, 'decide>answer|Sí|procede', 'decide>review|No|revisar']),
    keeps: validDiagram,
  },
  'custodia/max-send-tasks': {
    breaks: chainOf('send', 6),
    keeps: chainOf('send', 5),
  },
  'custodia/send-task-targets': {
    breaks: changed({ answer: 'sendTask:Responder por correo' }),
    keeps: changed({ notify: 'sendTask:Avisar', answer: 'userTask:Responder' }, [
      ...base.filter((flow) => flow !== 'start>review'),
      'start>notify',
      'notify>review',
    ]),
  },
  'custodia/supported-elements': {
    breaks: changed({ review: 'serviceTask:Revisar' }),
    keeps: validDiagram,
  },
  'custodia/single-process': {
    breaks: { ...validDiagram, extraRoots: '<bpmn:process id="Process_2" isExecutable="false" />' },
    keeps: validDiagram,
  },
};
