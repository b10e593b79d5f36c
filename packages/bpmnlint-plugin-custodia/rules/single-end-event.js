const { is } = require('bpmnlint-utils');
const { flowElementsOf } = require('./flows.js');

/** Spec §5/§9: one end event, where every process ends. */
module.exports = () => ({
  check(node, reporter) {
    const ends = flowElementsOf(node).filter((element) => is(element, 'bpmn:EndEvent'));
    if (ends.length > 1) reporter.report(node.id, 'Process has more than one end event');
  },
});
