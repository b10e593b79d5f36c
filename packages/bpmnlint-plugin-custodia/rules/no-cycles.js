const { is } = require('bpmnlint-utils');
const { flowElementsOf } = require('./flows.js');

/**
 * Spec §5: no cycle, no flow back to an earlier step (a task that must be redone is returned to
 * its step, a task action, not drawn as a loop). A depth-first walk from every element reports
 * each flow that reaches an element still on the walk's path.
 */
module.exports = () => ({
  check(node, reporter) {
    const elements = flowElementsOf(node).filter((element) => !is(element, 'bpmn:SequenceFlow'));
    const state = new Map();
    const walk = (element) => {
      state.set(element, 'open');
      for (const flow of element.outgoing || []) {
        const target = flow.targetRef;
        if (!target) continue;
        if (state.get(target) === 'open') reporter.report(flow.id, 'Flow closes a cycle');
        else if (!state.has(target)) walk(target);
      }
      state.set(element, 'done');
    };
    for (const element of elements) if (!state.has(element)) walk(element);
  },
});
