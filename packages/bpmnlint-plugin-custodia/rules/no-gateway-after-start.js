const { is } = require('bpmnlint-utils');
const { ruleFor, targetsOf } = require('./flows.js');

/** Spec §5: no gateway right after the start event: the first step is someone's work. */
module.exports = ruleFor(['bpmn:StartEvent'], (node, reporter) => {
  for (const target of targetsOf(node)) {
    if (is(target, 'bpmn:Gateway')) {
      reporter.report(target.id, 'Gateway directly after the start event');
    }
  }
});
