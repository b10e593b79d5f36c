function getAugmentedNamespace(n) {
  var f = n.default;
	if (typeof f == "function") {
		var a = function () {
			return f.apply(this, arguments);
		};
		a.prototype = f.prototype;
  } else a = {};
  Object.defineProperty(a, '__esModule', {value: true});
	Object.keys(n).forEach(function (k) {
		var d = Object.getOwnPropertyDescriptor(n, k);
		Object.defineProperty(a, k, d.get ? d : {
			enumerable: true,
			get: function () {
				return n[k];
			}
		});
	});
	return a;
}

/**
 * Checks whether node is of specific bpmn type.
 *
 * @param {ModdleElement} node
 * @param {String} type
 *
 * @return {Boolean}
 */
function is$h(node, type) {

  if (type.indexOf(':') === -1) {
    type = 'bpmn:' + type;
  }

  return (
    (typeof node.$instanceOf === 'function')
      ? node.$instanceOf(type)
      : node.$type === type
  );
}

/**
 * Checks whether node has any of the specified types.
 *
 * @param {ModdleElement} node
 * @param {Array<String>} types
 *
 * @return {Boolean}
 */
function isAny$a(node, types) {
  return types.some(function(type) {
    return is$h(node, type);
  });
}

var index_esm = /*#__PURE__*/Object.freeze({
	__proto__: null,
	is: is$h,
	isAny: isAny$a
});

var require$$0 = /*@__PURE__*/getAugmentedNamespace(index_esm);

var helper = {};

const {
  is: is$g
} = require$$0;

/**
 * @typedef { import('../lib/types.js').ModdleElement } ModdleElement
 *
 * @typedef { import('../lib/types.js').RuleFactory } RuleFactory
 * @typedef { import('../lib/types.js').RuleDefinition } RuleDefinition
 */


/**
 * Create a checker that disallows the given element type.
 *
 * @param { string } type
 *
 * @return { RuleFactory } ruleFactory
 */
function checkDiscouragedNodeType$2(type, ruleName) {

  /**
   * @type { RuleFactory }
   */
  return function() {

    function check(node, reporter) {

      if (is$g(node, type)) {
        reporter.report(node.id, 'Element type <' + type + '> is discouraged');
      }
    }

    return annotateRule$9(ruleName, {
      check
    });

  };

}

helper.checkDiscouragedNodeType = checkDiscouragedNodeType$2;


/**
 * Find a parent for the given element
 *
 * @param { ModdleElement } node
 * @param { string } type
 *
 * @return { ModdleElement } element
 */
function findParent(node, type) {
  if (!node) {
    return null;
  }

  const parent = node.$parent;

  if (!parent) {
    return node;
  }

  if (is$g(parent, type)) {
    return parent;
  }

  return findParent(parent, type);
}

helper.findParent = findParent;


/**
 * Check if the node is inside of an executable process.
 *
 * @param { ModdleElement } node
 *
 * @return { boolean }
 */
function isInExecutableProcess(node) {
  const process = findParent(node, 'bpmn:Process');

  return process && process.isExecutable;
}

helper.isInExecutableProcess = isInExecutableProcess;


const documentationBaseUrl = 'https://github.com/bpmn-io/bpmnlint/blob/main/docs/rules';

/**
 * Annotate a rule with core information, such as the documentation url.
 *
 * @param {string} ruleName
 * @param {RuleDefinition} options
 *
 * @return {RuleDefinition}
 */
function annotateRule$9(ruleName, options) {

  const {
    meta: {
      documentation = {},
      ...restMeta
    } = {},
    ...restOptions
  } = options;

  const documentationUrl = `${documentationBaseUrl}/${ruleName}.md`;

  return {
    meta: {
      documentation: {
        url: documentationUrl,
        ...documentation
      },
      ...restMeta
    },
    ...restOptions
  };
}

helper.annotateRule = annotateRule$9;

const {
  is: is$f,
  isAny: isAny$9
} = require$$0;

const {
  annotateRule: annotateRule$8
} = helper;


/**
 * A rule that checks for the presence of a start event per scope.
 *
 * @type { import('../lib/types.js').RuleFactory }
 */
var startEventRequired = function() {

  function hasStartEvent(node) {
    const flowElements = node.flowElements || [];

    return (
      flowElements.some(node => is$f(node, 'bpmn:StartEvent'))
    );
  }

  function check(node, reporter) {

    if (!isAny$9(node, [
      'bpmn:Process',
      'bpmn:SubProcess'
    ]) || is$f(node, 'bpmn:AdHocSubProcess')) {
      return;
    }

    if (!hasStartEvent(node)) {
      const type = is$f(node, 'bpmn:SubProcess') ? 'Sub process' : 'Process';

      reporter.report(node.id, type + ' is missing start event');
    }
  }

  return annotateRule$8('start-event-required', {
    check
  });
};

const {
  is: is$e
} = require$$0;

const {
  annotateRule: annotateRule$7
} = helper;


/**
 * A rule that checks whether not more than one blank start event
 * exists per scope.
 *
 * @type { import('../lib/types.js').RuleFactory }
 */
var singleBlankStartEvent = function() {

  function check(node, reporter) {

    if (!is$e(node, 'bpmn:FlowElementsContainer')) {
      return;
    }

    const flowElements = node.flowElements || [];

    const blankStartEvents = flowElements.filter(function(flowElement) {

      if (!is$e(flowElement, 'bpmn:StartEvent')) {
        return false;
      }

      const eventDefinitions = flowElement.eventDefinitions || [];

      return eventDefinitions.length === 0;
    });

    if (blankStartEvents.length > 1) {
      const type = is$e(node, 'bpmn:SubProcess') ? 'Sub process' : 'Process';

      reporter.report(node.id, type + ' has multiple blank start events');
    }
  }

  return annotateRule$7('single-blank-start-event', {
    check
  });

};

const {
  is: is$d,
  isAny: isAny$8
} = require$$0;

const {
  annotateRule: annotateRule$6
} = helper;


/**
 * A rule that checks the presence of an end event per scope.
 *
 * @type { import('../lib/types.js').RuleFactory }
 */
var endEventRequired = function() {

  function hasEndEvent(node) {
    const flowElements = node.flowElements || [];

    return (
      flowElements.some(node => is$d(node, 'bpmn:EndEvent'))
    );
  }

  function check(node, reporter) {

    if (!isAny$8(node, [
      'bpmn:Process',
      'bpmn:SubProcess'
    ]) || is$d(node, 'bpmn:AdHocSubProcess')) {
      return;
    }

    if (!hasEndEvent(node)) {
      const type = is$d(node, 'bpmn:SubProcess') ? 'Sub process' : 'Process';

      reporter.report(node.id, type + ' is missing end event');
    }
  }

  return annotateRule$6('end-event-required', {
    check
  });
};

const {
  is: is$c,
  isAny: isAny$7
} = require$$0;

const {
  annotateRule: annotateRule$5
} = helper;


/**
 * A rule that checks the presence of a label.
 *
 * @type { import('../lib/types.js').RuleFactory }
 */
var labelRequired = function() {

  function check(node, reporter) {

    if (isAny$7(node, [
      'bpmn:ParallelGateway',
      'bpmn:EventBasedGateway'
    ])) {
      return;
    }

    // ignore joining gateways
    if (is$c(node, 'bpmn:Gateway') && !isForking(node)) {
      return;
    }

    // ignore sub-processes
    if (is$c(node, 'bpmn:SubProcess')) {

      // TODO(nikku): better ignore expanded sub-processes only
      return;
    }

    // ignore sequence flow without condition
    if (is$c(node, 'bpmn:SequenceFlow') && !hasCondition$2(node)) {
      return;
    }

    // ignore data objects and artifacts for now
    if (isAny$7(node, [
      'bpmn:FlowNode',
      'bpmn:SequenceFlow',
      'bpmn:Participant',
      'bpmn:Lane'
    ])) {

      const name = (node.name || '').trim();

      if (name.length === 0) {
        reporter.report(node.id, 'Element is missing label/name', [ 'name' ]);
      }
    }
  }

  return annotateRule$5('label-required', {
    check
  });
};


// helpers ////////////////////////

function isForking(node) {
  const outgoing = node.outgoing || [];

  return outgoing.length > 1;
}

function hasCondition$2(node) {
  return node.conditionExpression;
}

const checkDiscouragedNodeType$1 = helper.checkDiscouragedNodeType;

var noComplexGateway = checkDiscouragedNodeType$1('bpmn:ComplexGateway', 'no-complex-gateway');

const checkDiscouragedNodeType = helper.checkDiscouragedNodeType;

var noInclusiveGateway = checkDiscouragedNodeType('bpmn:InclusiveGateway', 'no-inclusive-gateway');

const {
  isAny: isAny$6,
  is: is$b
} = require$$0;

const {
  annotateRule: annotateRule$4
} = helper;


/**
 * A rule that verifies that there exists no disconnected
 * flow elements, i.e. elements without incoming or outgoing sequence flows.
 *
 * @type { import('../lib/types.js').RuleFactory }
 */
var noDisconnected = function() {

  function check(node, reporter) {

    if (!isAny$6(node, [
      'bpmn:Task',
      'bpmn:Gateway',
      'bpmn:SubProcess',
      'bpmn:Event'
    ]) || node.triggeredByEvent) {
      return;
    }

    // compensation activity and boundary events are
    // linked visually via associations. If these associations
    // exist we are fine, too
    if (isCompensationLinked(node)) {
      return;
    }

    // adhoc subprocesses can have disconnected activities
    if (is$b(node.$parent, 'bpmn:AdHocSubProcess')) {
      return;
    }

    const incoming = node.incoming || [];
    const outgoing = node.outgoing || [];

    if (!incoming.length && !outgoing.length) {
      reporter.report(node.id, 'Element is not connected');
    }
  }

  return annotateRule$4('no-disconnected', {
    check
  });
};


// helpers /////////////////

function isCompensationBoundary(node) {

  var eventDefinitions = node.eventDefinitions;

  if (!is$b(node, 'bpmn:BoundaryEvent')) {
    return false;
  }

  if (!eventDefinitions || eventDefinitions.length !== 1) {
    return false;
  }

  return is$b(eventDefinitions[0], 'bpmn:CompensateEventDefinition');
}

function isCompensationActivity(node) {
  return node.isForCompensation;
}

function isCompensationLinked(node) {
  var source = isCompensationBoundary(node);
  var target = isCompensationActivity(node);

  // TODO(nikku): check, whether compensation association exists
  return source || target;
}

const {
  is: is$a
} = require$$0;

const {
  annotateRule: annotateRule$3
} = helper;


/**
 * A rule that verifies that there are no disconnected
 * flow elements, i.e. elements without incoming or outgoing sequence flows.
 *
 * @type { import('../lib/types.js').RuleFactory }
 */
var noDuplicateSequenceFlows = function() {

  const keyed = {};

  const outgoingReported = {};
  const incomingReported = {};

  function check(node, reporter) {

    if (!is$a(node, 'bpmn:SequenceFlow')) {
      return;
    }

    const key = flowKey(node);

    if (key in keyed) {
      reporter.report(node.id, 'SequenceFlow is a duplicate');

      const sourceId = node.sourceRef.id;
      const targetId = node.targetRef.id;

      if (!outgoingReported[sourceId]) {
        reporter.report(sourceId, 'Duplicate outgoing sequence flows');

        outgoingReported[sourceId] = true;
      }

      if (!incomingReported[targetId]) {
        reporter.report(targetId, 'Duplicate incoming sequence flows');

        incomingReported[targetId] = true;
      }
    } else {
      keyed[key] = node;
    }
  }

  return annotateRule$3('no-duplicate-sequence-flows', {
    check
  });

};


// helpers /////////////////

function flowKey(flow) {
  const conditionExpression = flow.conditionExpression;

  const condition = conditionExpression ? conditionExpression.body : '';
  const source = flow.sourceRef ? flow.sourceRef.id : flow.id;
  const target = flow.targetRef ? flow.targetRef.id : flow.id;

  return source + '#' + target + '#' + condition;
}

const {
  is: is$9
} = require$$0;

const {
  annotateRule: annotateRule$2
} = helper;


/**
 * A rule that checks, whether a gateway forks and joins
 * at the same time.
 *
 * @type { import('../lib/types.js').RuleFactory }
 */
var noGatewayJoinFork = function() {

  function check(node, reporter) {

    if (!is$9(node, 'bpmn:Gateway')) {
      return;
    }

    const incoming = node.incoming || [];
    const outgoing = node.outgoing || [];

    if (incoming.length > 1 && outgoing.length > 1) {
      reporter.report(node.id, 'Gateway forks and joins');
    }
  }

  return annotateRule$2('no-gateway-join-fork', {
    check
  });

};

const {
  isAny: isAny$5
} = require$$0;

const {
  annotateRule: annotateRule$1
} = helper;


/**
 * A rule that checks that no implicit split is modeled
 * starting from a task.
 *
 * Users should model the parallel splitting gateway
 * explicitly instead.
 *
 * @type { import('../lib/types.js').RuleFactory }
 */
var noImplicitSplit = function() {

  function check(node, reporter) {

    if (!isAny$5(node, [
      'bpmn:Activity',
      'bpmn:Event'
    ])) {
      return;
    }

    const outgoing = node.outgoing || [];

    const outgoingWithoutCondition = outgoing.filter((flow) => {
      return !hasCondition$1(flow) && !isDefaultFlow$1(node, flow);
    });

    if (outgoingWithoutCondition.length > 1) {
      reporter.report(node.id, 'Flow splits implicitly');
    }
  }

  return annotateRule$1('no-implicit-split', {
    check
  });

};


// helpers /////////////////////////////

function hasCondition$1(flow) {
  return !!flow.conditionExpression;
}

function isDefaultFlow$1(node, flow) {
  return node['default'] === flow;
}

const {
  annotateRule
} = helper;


/**
 * A rule that checks that sequence flows outgoing from a
 * conditional forking gateway or activity are
 * either default flows _or_ have a condition attached
 *
 * @type { import('../lib/types.js').RuleFactory }
 */
var conditionalFlows = function() {

  function check(node, reporter) {

    if (!isConditionalForking(node)) {
      return;
    }

    const outgoing = node.outgoing || [];

    outgoing.forEach((flow) => {
      const missingCondition = (
        !hasCondition(flow) &&
        !isDefaultFlow(node, flow)
      );

      if (missingCondition) {
        reporter.report(flow.id, 'Sequence flow is missing condition', [ 'conditionExpression' ]);
      }
    });
  }

  return annotateRule('conditional-flows', {
    check
  });

};


// helpers /////////////////////////////

function isConditionalForking(node) {

  const defaultFlow = node['default'];
  const outgoing = node.outgoing || [];

  return defaultFlow || outgoing.find(hasCondition);
}

function hasCondition(flow) {
  return !!flow.conditionExpression;
}

function isDefaultFlow(node, flow) {
  return node['default'] === flow;
}

const { is: is$8, isAny: isAny$4 } = require$$0;

/** The flow elements of a process, or none for any other element. */
function flowElementsOf$4(node) {
  return is$8(node, 'bpmn:Process') ? node.flowElements || [] : [];
}

/** The elements a flow node's outgoing sequence flows lead to. */
function targetsOf$3(node) {
  return (node.outgoing || []).map((flow) => flow.targetRef).filter(Boolean);
}

/** A rule that checks every element of one of `types`. */
function ruleFor$6(types, check) {
  return () => ({
    check(node, reporter) {
      if (isAny$4(node, types)) check(node, reporter);
    },
  });
}

/** A rule that reports the process when `count` of its elements passes `max`. */
function atMost$2(type, max, message) {
  return () => ({
    check(node, reporter) {
      const count = flowElementsOf$4(node).filter((element) => is$8(element, type)).length;
      if (count > max) reporter.report(node.id, message);
    },
  });
}

var flows = { atMost: atMost$2, flowElementsOf: flowElementsOf$4, ruleFor: ruleFor$6, targetsOf: targetsOf$3 };

const { is: is$7 } = require$$0;
const { flowElementsOf: flowElementsOf$3 } = flows;

/** Spec §5/§9: one end event, where every process ends. */
var singleEndEvent = () => ({
  check(node, reporter) {
    const ends = flowElementsOf$3(node).filter((element) => is$7(element, 'bpmn:EndEvent'));
    if (ends.length > 1) reporter.report(node.id, 'Process has more than one end event');
  },
});

const { is: is$6 } = require$$0;
const { ruleFor: ruleFor$5 } = flows;

/** Spec §5: no terminate end event. */
var noTerminateEndEvent = ruleFor$5(['bpmn:EndEvent'], (node, reporter) => {
  const definitions = node.eventDefinitions || [];
  if (definitions.some((definition) => is$6(definition, 'bpmn:TerminateEventDefinition'))) {
    reporter.report(node.id, 'Terminate end events are not allowed');
  }
});

const { is: is$5, isAny: isAny$3 } = require$$0;
const { flowElementsOf: flowElementsOf$2 } = flows;

/** Spec §5: at least one user or manual task, the work a process hands to people. */
var humanTaskRequired = () => ({
  check(node, reporter) {
    if (!is$5(node, 'bpmn:Process')) return;
    const tasks = flowElementsOf$2(node).filter((element) =>
      isAny$3(element, ['bpmn:UserTask', 'bpmn:ManualTask']),
    );
    if (tasks.length === 0) reporter.report(node.id, 'Process has no user or manual task');
  },
});

const { ruleFor: ruleFor$4 } = flows;

/**
 * Spec §5: the flows of a splitting gateway carry conditions. bpmnlint's conditional-flows checks
 * a split that has some; this one the split that has none at all.
 */
var gatewayConditions = ruleFor$4(['bpmn:ExclusiveGateway'], (node, reporter) => {
  const outgoing = node.outgoing || [];
  if (outgoing.length > 1 && !node.default && !outgoing.some((flow) => flow.conditionExpression)) {
    reporter.report(node.id, 'Gateway splits without conditions');
  }
});

const { atMost: atMost$1 } = flows;

/** Spec §5/§9: at most 3 exclusive gateways. */
var maxExclusiveGateways = atMost$1('bpmn:ExclusiveGateway', 3, 'Process has more than 3 exclusive gateways');

const { ruleFor: ruleFor$3 } = flows;

/** Spec §5/§9: a gateway has exactly two outgoing flows (label-required names them). */
var gatewayTwoOutputs = ruleFor$3(['bpmn:ExclusiveGateway'], (node, reporter) => {
  if ((node.outgoing || []).length !== 2) {
    reporter.report(node.id, 'Gateway must have exactly two outgoing flows');
  }
});

const { is: is$4 } = require$$0;
const { ruleFor: ruleFor$2, targetsOf: targetsOf$2 } = flows;

/** Spec §5: no gateway right after the start event: the first step is someone's work. */
var noGatewayAfterStart = ruleFor$2(['bpmn:StartEvent'], (node, reporter) => {
  for (const target of targetsOf$2(node)) {
    if (is$4(target, 'bpmn:Gateway')) {
      reporter.report(target.id, 'Gateway directly after the start event');
    }
  }
});

const { is: is$3, isAny: isAny$2 } = require$$0;
const { ruleFor: ruleFor$1, targetsOf: targetsOf$1 } = flows;

const allowed = ['bpmn:UserTask', 'bpmn:ManualTask', 'bpmn:SendTask', 'bpmn:EndEvent'];

/**
 * Spec §5: a gateway leads only to user, manual or e-mail tasks or to the end event, and not with
 * both of its flows to the end (a choice that ends either way is no choice).
 */
var gatewayTargets = ruleFor$1(['bpmn:ExclusiveGateway'], (node, reporter) => {
  const targets = targetsOf$1(node);
  const elsewhere = targets.some((target) => !isAny$2(target, allowed));
  const bothEnd = targets.length > 1 && targets.every((target) => is$3(target, 'bpmn:EndEvent'));
  if (elsewhere || bothEnd) {
    reporter.report(node.id, 'Gateway leads somewhere other than a task or the end');
  }
});

const { is: is$2 } = require$$0;
const { flowElementsOf: flowElementsOf$1 } = flows;

/**
 * Spec §5: no cycle, no flow back to an earlier step (a task that must be redone is returned to
 * its step, a task action, not drawn as a loop). A depth-first walk from every element reports
 * each flow that reaches an element still on the walk's path.
 */
var noCycles = () => ({
  check(node, reporter) {
    const elements = flowElementsOf$1(node).filter((element) => !is$2(element, 'bpmn:SequenceFlow'));
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

const { atMost } = flows;

/** Spec §5/§9: at most 5 e-mail (send) tasks. */
var maxSendTasks = atMost('bpmn:SendTask', 5, 'Process has more than 5 send tasks');

const { isAny: isAny$1 } = require$$0;
const { ruleFor, targetsOf } = flows;

/** Spec §5: an e-mail task never connects to a gateway, another e-mail task or an end event. */
var sendTaskTargets = ruleFor(['bpmn:SendTask'], (node, reporter) => {
  const refused = ['bpmn:Gateway', 'bpmn:SendTask', 'bpmn:EndEvent'];
  if (targetsOf(node).some((target) => isAny$1(target, refused))) {
    reporter.report(node.id, 'Send task leads to a gateway, a send task or the end');
  }
});

const { is: is$1, isAny } = require$$0;
const { flowElementsOf } = flows;

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
  if (is$1(element, 'bpmn:StartEvent')) return definitions.length === 0;
  return (
    is$1(element, 'bpmn:EndEvent') &&
    definitions.every((definition) => is$1(definition, 'bpmn:TerminateEventDefinition'))
  );
}

/**
 * Spec §5: nothing Custodia cannot run: service, script, generic or other tasks, timers, messages
 * and other events, parallel and event gateways, subprocesses, data, loops.
 */
var supportedElements = () => ({
  check(node, reporter) {
    for (const element of flowElementsOf(node)) {
      const supported = isAny(element, runnable) || isPlainEvent(element);
      if (!supported || element.loopCharacteristics) {
        reporter.report(element.id, 'Element type is not supported');
      }
    }
  },
});

const { is } = require$$0;

/** A diagram is one process, without pools or other participants: what a workflow runs. */
var singleProcess = () => ({
  check(node, reporter) {
    if (!is(node, 'bpmn:Definitions')) return;
    const roots = node.rootElements || [];
    const processes = roots.filter((root) => is(root, 'bpmn:Process'));
    if (processes.length !== 1 || roots.some((root) => is(root, 'bpmn:Collaboration'))) {
      reporter.report(node.id, 'Diagram must hold exactly one process');
    }
  },
});

const cache = {};

/**
 * A resolver that caches rules and configuration as part of the bundle,
 * making them accessible in the browser.
 *
 * @param {Object} cache
 */
function Resolver() {}

Resolver.prototype.resolveRule = function(pkg, ruleName) {

  const rule = cache[pkg + '/' + ruleName];

  if (!rule) {
    throw new Error('cannot resolve rule <' + pkg + '/' + ruleName + '>: not bundled');
  }

  return rule;
};

Resolver.prototype.resolveConfig = function(pkg, configName) {
  throw new Error(
    'cannot resolve config <' + configName + '> in <' + pkg +'>: not bundled'
  );
};

const resolver = new Resolver();

const rules = {
  "start-event-required": "error",
  "single-blank-start-event": "error",
  "end-event-required": "error",
  "label-required": "error",
  "no-complex-gateway": "error",
  "no-inclusive-gateway": "error",
  "no-disconnected": "error",
  "no-duplicate-sequence-flows": "error",
  "no-gateway-join-fork": "error",
  "no-implicit-split": "error",
  "conditional-flows": "error",
  "custodia/single-end-event": "error",
  "custodia/no-terminate-end-event": "error",
  "custodia/human-task-required": "error",
  "custodia/gateway-conditions": "error",
  "custodia/max-exclusive-gateways": "error",
  "custodia/gateway-two-outputs": "error",
  "custodia/no-gateway-after-start": "error",
  "custodia/gateway-targets": "error",
  "custodia/no-cycles": "error",
  "custodia/max-send-tasks": "error",
  "custodia/send-task-targets": "error",
  "custodia/supported-elements": "error",
  "custodia/single-process": "error"
};

const config = {
  rules: rules
};

const moddleExtensions = {};

const bundle = {
  resolver: resolver,
  config: config,
  moddleExtensions: moddleExtensions
};

cache['bpmnlint/start-event-required'] = startEventRequired;

cache['bpmnlint/single-blank-start-event'] = singleBlankStartEvent;

cache['bpmnlint/end-event-required'] = endEventRequired;

cache['bpmnlint/label-required'] = labelRequired;

cache['bpmnlint/no-complex-gateway'] = noComplexGateway;

cache['bpmnlint/no-inclusive-gateway'] = noInclusiveGateway;

cache['bpmnlint/no-disconnected'] = noDisconnected;

cache['bpmnlint/no-duplicate-sequence-flows'] = noDuplicateSequenceFlows;

cache['bpmnlint/no-gateway-join-fork'] = noGatewayJoinFork;

cache['bpmnlint/no-implicit-split'] = noImplicitSplit;

cache['bpmnlint/conditional-flows'] = conditionalFlows;

cache['bpmnlint-plugin-custodia/single-end-event'] = singleEndEvent;

cache['bpmnlint-plugin-custodia/no-terminate-end-event'] = noTerminateEndEvent;

cache['bpmnlint-plugin-custodia/human-task-required'] = humanTaskRequired;

cache['bpmnlint-plugin-custodia/gateway-conditions'] = gatewayConditions;

cache['bpmnlint-plugin-custodia/max-exclusive-gateways'] = maxExclusiveGateways;

cache['bpmnlint-plugin-custodia/gateway-two-outputs'] = gatewayTwoOutputs;

cache['bpmnlint-plugin-custodia/no-gateway-after-start'] = noGatewayAfterStart;

cache['bpmnlint-plugin-custodia/gateway-targets'] = gatewayTargets;

cache['bpmnlint-plugin-custodia/no-cycles'] = noCycles;

cache['bpmnlint-plugin-custodia/max-send-tasks'] = maxSendTasks;

cache['bpmnlint-plugin-custodia/send-task-targets'] = sendTaskTargets;

cache['bpmnlint-plugin-custodia/supported-elements'] = supportedElements;

cache['bpmnlint-plugin-custodia/single-process'] = singleProcess;

export { config, bundle as default, moddleExtensions, resolver };
