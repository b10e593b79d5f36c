/**
 * The little of bpmn-moddle and bpmnlint the server uses: both ship without usable types
 * (STACK.md gotcha 4).
 */
declare module 'bpmn-moddle' {
  /** A parsed diagram element. */
  export type ModdleElement = {
    $type: string;
    $instanceOf(type: string): boolean;
    id?: string;
    name?: string;
    rootElements?: ModdleElement[];
    flowElements?: ModdleElement[];
    sourceRef?: ModdleElement;
    targetRef?: ModdleElement;
    incoming?: ModdleElement[];
    outgoing?: ModdleElement[];
    conditionExpression?: { body?: string };
  };
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: unknown[] }>;
  }
}

declare module 'bpmnlint' {
  export class Linter {
    constructor(options: {
      config: object;
      resolver: object;
      transformRule?: (rule: never, options: { pkg: string; ruleName: string }) => unknown;
    });
    lint(root: object): Promise<Record<string, { id?: string; message: string }[]>>;
  }
}

declare module 'bpmnlint/lib/resolver/node-resolver.js' {
  export default class NodeResolver {
    constructor(options: { require: NodeJS.Require });
  }
}
