const { ruleFor } = require('./flows.js');

/** Spec §5/§9: a gateway has exactly two outgoing flows (label-required names them). */
module.exports = ruleFor(['bpmn:ExclusiveGateway'], (node, reporter) => {
  if ((node.outgoing || []).length !== 2) {
    reporter.report(node.id, 'Gateway must have exactly two outgoing flows');
  }
});
