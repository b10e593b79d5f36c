/**
 * What the designer offers (issue 14): only what Custodia runs — start and end events, user,
 * manual and e-mail (send) tasks, exclusive gateways and the flows between them. bpmn-js's own
 * palette, context pad and "change element" menu are trimmed to that, and the three kinds of task
 * are offered where bpmn-js offers its generic one.
 */
type Shape = { type: string; businessObject: { $type: string } };
type Entry = { group: string; className: string; title: string; action: object };
type Entries = Record<string, Entry>;
type Updater = (entries: Entries) => Entries;

type Services = {
  palette: { registerProvider(priority: number, provider: object): void };
  contextPad: { registerProvider(priority: number, provider: object): void };
  popupMenu: { registerProvider(id: string, priority: number, provider: object): void };
  elementFactory: { createShape(attrs: { type: string }): Shape };
  create: { start(event: Event, shape: Shape, context?: object): void };
  autoPlace: { append(source: Shape, shape: Shape): void };
  translate: (template: string) => string;
};

/** The tasks Custodia runs, each with bpmn-js's icon and its own title. */
const tasks = [
  { type: 'bpmn:UserTask', id: 'user-task', icon: 'bpmn-icon-user-task' },
  { type: 'bpmn:ManualTask', id: 'manual-task', icon: 'bpmn-icon-manual-task' },
  { type: 'bpmn:SendTask', id: 'send-task', icon: 'bpmn-icon-send-task' },
] as const;

const paletteKept = new Set([
  'hand-tool',
  'lasso-tool',
  'space-tool',
  'global-connect-tool',
  'tool-separator',
  'create.start-event',
  'create.end-event',
  'create.exclusive-gateway',
]);
const contextPadKept = new Set([
  'append.end-event',
  'append.gateway',
  'connect',
  'delete',
  'replace',
]);
const replaceKept = new Set([
  'replace-with-none-start',
  'replace-with-none-end',
  'replace-with-user-task',
  'replace-with-manual-task',
  'replace-with-send-task',
  'replace-with-exclusive-gateway',
]);

const only =
  (kept: Set<string>, added: Entries = {}): Updater =>
  (entries) => ({
    ...Object.fromEntries(Object.entries(entries).filter(([name]) => kept.has(name))),
    ...added,
  });

function CustodiaModeling(
  palette: Services['palette'],
  contextPad: Services['contextPad'],
  popupMenu: Services['popupMenu'],
  elementFactory: Services['elementFactory'],
  create: Services['create'],
  autoPlace: Services['autoPlace'],
  translate: Services['translate'],
) {
  const shapeOf = (type: string) => elementFactory.createShape({ type });
  const createTasks: Entries = Object.fromEntries(
    tasks.map((task) => [
      `create.${task.id}`,
      {
        group: 'activity',
        className: task.icon,
        title: translate(`Create ${task.id}`),
        action: {
          dragstart: (event: Event) => create.start(event, shapeOf(task.type)),
          click: (event: Event) => create.start(event, shapeOf(task.type)),
        },
      },
    ]),
  );
  const appendTasks: Entries = Object.fromEntries(
    tasks.map((task) => [
      `append.${task.id}`,
      {
        group: 'model',
        className: task.icon,
        title: translate(`Append ${task.id}`),
        action: {
          click: (_event: Event, source: Shape) => autoPlace.append(source, shapeOf(task.type)),
          dragstart: (event: Event, source: Shape) =>
            create.start(event, shapeOf(task.type), { source }),
        },
      },
    ]),
  );
  // After bpmn-js's own providers (priority 1000): they fill the entries, these trim them.
  palette.registerProvider(500, { getPaletteEntries: () => only(paletteKept, createTasks) });
  contextPad.registerProvider(500, {
    getContextPadEntries: (element: Shape) =>
      only(contextPadKept, canAppend(element) ? appendTasks : {}),
  });
  popupMenu.registerProvider('bpmn-replace', 500, {
    getPopupMenuEntries: () => only(replaceKept),
    getPopupMenuHeaderEntries: () => only(new Set()),
  });
}
CustodiaModeling.$inject = [
  'palette',
  'contextPad',
  'popupMenu',
  'elementFactory',
  'create',
  'autoPlace',
  'translate',
];

/** Tasks are appended after what may lead on: not after an end event, nor along a flow. */
function canAppend(element: Shape): boolean {
  const type = element.businessObject.$type;
  return type !== 'bpmn:EndEvent' && type !== 'bpmn:SequenceFlow';
}

export const custodiaModeling = {
  __init__: ['custodiaModeling'],
  custodiaModeling: ['type', CustodiaModeling],
};
