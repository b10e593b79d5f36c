const { is, isAny } = require('bpmnlint-utils');

/** The flow elements of a process, or none for any other element. */
function flowElementsOf(node) {
  return is(node, 'bpmn:Process') ? node.flowElements || [] : [];
}

/** The elements a flow node's outgoing sequence flows lead to. */
function targetsOf(node) {
  return (node.outgoing || []).map((flow) => flow.targetRef).filter(Boolean);
}

/** A rule that checks every element of one of `types`. */
function ruleFor(types, check) {
  return () => ({
    check(node, reporter) {
      if (isAny(node, types)) check(node, reporter);
    },
  });
}

/** A rule that reports the process when `count` of its elements passes `max`. */
function atMost(type, max, message) {
  return () => ({
    check(node, reporter) {
      const count = flowElementsOf(node).filter((element) => is(element, type)).length;
      if (count > max) reporter.report(node.id, message);
    },
  });
}

module.exports = { atMost, flowElementsOf, ruleFor, targetsOf };
