const { atMost } = require('./flows.js');

/** Spec §5/§9: at most 3 exclusive gateways. */
module.exports = atMost('bpmn:ExclusiveGateway', 3, 'Process has more than 3 exclusive gateways');
