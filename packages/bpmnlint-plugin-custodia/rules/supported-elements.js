const { is, isAny } = require('bpmnlint-utils');
const { flowElementsOf } = require('./flows.js');

/** What Custodia runs; complex and inclusive gateways have rules of their own. */
const runnable = [
  'bpmn:SequenceFlow',
  'bpmn:UserTask',
  'bpmn:ManualTask',
  'bpmn:SendTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ComplexGateway',
  'bpmn:InclusiveGateway',
];

/** A start event is plain; an end event plain or terminating (refused by its own rule). */
function isPlainEvent(element) {
  const definitions = element.eventDefinitions || [];
  if (is(element, 'bpmn:StartEvent')) return definitions.length === 0;
  return (
    is(element, 'bpmn:EndEvent') &&
    definitions.every((definition) => is(definition, 'bpmn:TerminateEventDefinition'))
  );
}

/**
 * Spec §5: nothing Custodia cannot run: service, script, generic or other tasks, timers, messages
 * and other events, parallel and event gateways, subprocesses, data, loops.
 */
module.exports = () => ({
  check(node, reporter) {
    for (const element of flowElementsOf(node)) {
      const supported = isAny(element, runnable) || isPlainEvent(element);
      if (!supported || element.loopCharacteristics) {
        reporter.report(element.id, 'Element type is not supported');
      }
    }
  },
});
