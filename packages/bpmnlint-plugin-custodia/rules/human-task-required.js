const { is, isAny } = require('bpmnlint-utils');
const { flowElementsOf } = require('./flows.js');

/** Spec §5: at least one user or manual task, the work a process hands to people. */
module.exports = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:Process')) return;
    const tasks = flowElementsOf(node).filter((element) =>
      isAny(element, ['bpmn:UserTask', 'bpmn:ManualTask']),
    );
    if (tasks.length === 0) reporter.report(node.id, 'Process has no user or manual task');
  },
});
