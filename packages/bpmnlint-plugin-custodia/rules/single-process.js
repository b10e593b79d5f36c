const { is } = require('bpmnlint-utils');

/** A diagram is one process, without pools or other participants: what a workflow runs. */
module.exports = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:Definitions')) return;
    const roots = node.rootElements || [];
    const processes = roots.filter((root) => is(root, 'bpmn:Process'));
    if (processes.length !== 1 || roots.some((root) => is(root, 'bpmn:Collaboration'))) {
      reporter.report(node.id, 'Diagram must hold exactly one process');
    }
  },
});
