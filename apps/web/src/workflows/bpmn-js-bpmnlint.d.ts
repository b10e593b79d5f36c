/** bpmn-js-bpmnlint ships no types: it is a bpmn-js module (STACK.md gotcha 4). */
declare module 'bpmn-js-bpmnlint' {
  const lintModule: Record<string, unknown>;
  export default lintModule;
}
