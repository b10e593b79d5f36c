const { is, isAny } = require('bpmnlint-utils');
const { ruleFor, targetsOf } = require('./flows.js');

const allowed = ['bpmn:UserTask', 'bpmn:ManualTask', 'bpmn:SendTask', 'bpmn:EndEvent'];

/**
 * Spec §5: a gateway leads only to user, manual or e-mail tasks or to the end event, and not with
 * both of its flows to the end (a choice that ends either way is no choice).
 */
module.exports = ruleFor(['bpmn:ExclusiveGateway'], (node, reporter) => {
  const targets = targetsOf(node);
  const elsewhere = targets.some((target) => !isAny(target, allowed));
  const bothEnd = targets.length > 1 && targets.every((target) => is(target, 'bpmn:EndEvent'));
  if (elsewhere || bothEnd) {
    reporter.report(node.id, 'Gateway leads somewhere other than a task or the end');
  }
});
