const { isAny } = require('bpmnlint-utils');
const { ruleFor, targetsOf } = require('./flows.js');

/** Spec §5: an e-mail task never connects to a gateway, another e-mail task or an end event. */
module.exports = ruleFor(['bpmn:SendTask'], (node, reporter) => {
  const refused = ['bpmn:Gateway', 'bpmn:SendTask', 'bpmn:EndEvent'];
  if (targetsOf(node).some((target) => isAny(target, refused))) {
    reporter.report(node.id, 'Send task leads to a gateway, a send task or the end');
  }
});
