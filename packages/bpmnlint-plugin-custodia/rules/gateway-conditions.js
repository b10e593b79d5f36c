const { ruleFor } = require('./flows.js');

/**
 * Spec §5: the flows of a splitting gateway carry conditions. bpmnlint's conditional-flows checks
 * a split that has some; this one the split that has none at all.
 */
module.exports = ruleFor(['bpmn:ExclusiveGateway'], (node, reporter) => {
  const outgoing = node.outgoing || [];
  if (outgoing.length > 1 && !node.default && !outgoing.some((flow) => flow.conditionExpression)) {
    reporter.report(node.id, 'Gateway splits without conditions');
  }
});
