const { is } = require('bpmnlint-utils');
const { ruleFor } = require('./flows.js');

/** Spec §5: no terminate end event. */
module.exports = ruleFor(['bpmn:EndEvent'], (node, reporter) => {
  const definitions = node.eventDefinitions || [];
  if (definitions.some((definition) => is(definition, 'bpmn:TerminateEventDefinition'))) {
    reporter.report(node.id, 'Terminate end events are not allowed');
  }
});
