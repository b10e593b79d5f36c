const { atMost } = require('./flows.js');

/** Spec §5/§9: at most 5 e-mail (send) tasks. */
module.exports = atMost('bpmn:SendTask', 5, 'Process has more than 5 send tasks');
