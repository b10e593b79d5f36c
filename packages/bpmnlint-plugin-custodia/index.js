/**
 * Custodia's diagram rules (spec §5), as bpmnlint reads a plugin: the rules it adds, and the one
 * configuration the designer (packed with bpmnlint-pack-config) and the server both lint with. The
 * configuration takes bpmnlint's own rules where they say exactly what the spec says.
 */
const rules = {
  'single-end-event': './rules/single-end-event.js',
  'no-terminate-end-event': './rules/no-terminate-end-event.js',
  'human-task-required': './rules/human-task-required.js',
  'gateway-conditions': './rules/gateway-conditions.js',
  'max-exclusive-gateways': './rules/max-exclusive-gateways.js',
  'gateway-two-outputs': './rules/gateway-two-outputs.js',
  'no-gateway-after-start': './rules/no-gateway-after-start.js',
  'gateway-targets': './rules/gateway-targets.js',
  'no-cycles': './rules/no-cycles.js',
  'max-send-tasks': './rules/max-send-tasks.js',
  'send-task-targets': './rules/send-task-targets.js',
  'supported-elements': './rules/supported-elements.js',
  'single-process': './rules/single-process.js',
};

const recommended = {
  rules: {
    'bpmnlint/start-event-required': 'error',
    'bpmnlint/single-blank-start-event': 'error',
    'bpmnlint/end-event-required': 'error',
    'bpmnlint/label-required': 'error',
    'bpmnlint/no-complex-gateway': 'error',
    'bpmnlint/no-inclusive-gateway': 'error',
    'bpmnlint/no-disconnected': 'error',
    'bpmnlint/no-duplicate-sequence-flows': 'error',
    'bpmnlint/no-gateway-join-fork': 'error',
    'bpmnlint/no-implicit-split': 'error',
    'bpmnlint/conditional-flows': 'error',
    ...Object.fromEntries(Object.keys(rules).map((name) => [name, 'error'])),
  },
};

module.exports = { rules, configs: { recommended } };
