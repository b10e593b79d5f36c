/**
 * The diagram rules packed for the browser by `npm run bpmnlint:pack -w apps/web` from
 * `.bpmnlintrc` (bpmnlint-plugin-custodia): a test fails when it is older than the plugin.
 */
declare const packed: {
  config: object;
  resolver: { resolveRule(pkg: string, ruleName: string): unknown };
};
export default packed;
