import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type DiagramIssue,
  diagramIssues,
  diagramRules,
  diagramRuleTransform,
  errorCatalogue,
} from '@custodia/contracts';
import { BpmnModdle } from 'bpmn-moddle';
import { Linter } from 'bpmnlint';
import { describe, expect, it } from 'vitest';
import { bpmn, type DiagramSpec, ruleDiagrams, validDiagram } from '../../test/diagrams.ts';
import { bizagiDiagram, camundaModelerDiagram, el } from '../../test/foreign-diagrams.ts';
import { lintDiagram, readDiagram } from './diagram.ts';

const webDir = path.join(import.meta.dirname, '../../../web');
const packedFile = path.join(webDir, 'src/workflows/bpmnlint-packed.js');

async function onServer(spec: DiagramSpec): Promise<DiagramIssue[]> {
  return lintDiagram(await readDiagram(bpmn(spec)));
}

/** The rules as the designer runs them: the packed bundle, over the file as the browser reads it. */
async function inBrowserBundle(spec: DiagramSpec | string): Promise<DiagramIssue[]> {
  const packed = (await import(packedFile)).default;
  const xml = typeof spec === 'string' ? spec : bpmn(spec);
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const linter = new Linter({ ...packed, transformRule: diagramRuleTransform as never });
  return diagramIssues(await linter.lint(rootElement));
}

const codeOf = (rule: string) =>
  errorCatalogue[diagramRules[rule as keyof typeof diagramRules]].code;

describe('the diagram rules of spec §5', () => {
  it('cover every rule of the plugin configuration, each with a diagram that breaks it and one that keeps it', async () => {
    const configured = createRequire(import.meta.url)('bpmnlint-plugin-custodia').configs
      .recommended.rules as Record<string, string>;
    // As bpmnlint names them: its own rules bare, the plugin's under `custodia/`.
    const names = Object.keys(configured).map((name) =>
      name.startsWith('bpmnlint/') ? name.slice('bpmnlint/'.length) : `custodia/${name}`,
    );
    expect(names.sort()).toEqual(Object.keys(diagramRules).sort());
    expect(Object.keys(ruleDiagrams).sort()).toEqual(Object.keys(diagramRules).sort());
  });

  it('let the valid diagram through', async () => {
    expect(await onServer(validDiagram)).toEqual([]);
  });

  for (const [rule, { breaks, keeps }] of Object.entries(ruleDiagrams)) {
    const code = codeOf(rule);
    it(`${rule} (${code}): refuses the diagram that breaks it, lets the other through`, async () => {
      expect((await onServer(breaks)).map((issue) => issue.code)).toContain(code);
      expect(await onServer(keeps)).toEqual([]);
    });

    it(`${rule}: the designer's bundle finds the same issues as the server`, async () => {
      expect(await inBrowserBundle(breaks)).toEqual(await onServer(breaks));
      expect(await inBrowserBundle(keeps)).toEqual([]);
    });
  }

  it('find nothing in the files Camunda Modeler and Bizagi export, their JUEL conditions included', async () => {
    const conditions = { yes: el('monto >= 1000 && tipo == "A"'), no: el('!(monto >= 1000)') };
    for (const xml of [camundaModelerDiagram(conditions), bizagiDiagram(conditions)]) {
      expect(await lintDiagram(await readDiagram(xml))).toEqual([]);
      expect(await inBrowserBundle(xml)).toEqual([]);
    }
  });

  it('name the element of each issue by its label, or its id when it has none', async () => {
    const issues = await onServer(ruleDiagrams['label-required']?.breaks as DiagramSpec);
    expect(issues).toEqual([
      {
        rule: 'label-required',
        element: 'review',
        code: 500023,
        message: 'errors.500023?element=review',
      },
    ]);
    const [cycle] = await onServer(ruleDiagrams['custodia/no-cycles']?.breaks as DiagramSpec);
    expect(cycle?.message).toBe('errors.500043?element=No');
  });

  it('name an element by its label as it is now: the designer lints the same diagram as it is edited', async () => {
    const packed = (await import(packedFile)).default;
    const diagram = ruleDiagrams['custodia/no-cycles']?.breaks as DiagramSpec;
    const { rootElement } = await new BpmnModdle().fromXML(bpmn(diagram));
    const linter = new Linter({ ...packed, transformRule: diagramRuleTransform as never });
    const cycleMessage = async () =>
      diagramIssues(await linter.lint(rootElement)).find((issue) => issue.code === 500043)?.message;
    expect(await cycleMessage()).toBe('errors.500043?element=No');

    const flows = (
      rootElement as unknown as { rootElements: { flowElements?: { name?: string }[] }[] }
    ).rootElements.flatMap((root) => root.flowElements ?? []);
    const named = flows.find((element) => element.name === 'No');
    if (named) named.name = 'Otra';
    expect(await cycleMessage()).toBe('errors.500043?element=Otra');
  });

  it('read the flows from their ends, whatever the file lists as incoming and outgoing', async () => {
    const xml = bpmn(ruleDiagrams['no-disconnected']?.keeps as DiagramSpec).replace(
      /<bpmn:(incoming|outgoing)>[^<]*<\/bpmn:\1>/g,
      '',
    );
    expect(await lintDiagram(await readDiagram(xml))).toEqual([]);
  });

  it('refuse a file that is not a BPMN diagram (50044)', async () => {
    for (const xml of ['not xml at all', '<?xml version="1.0"?><html />']) {
      await expect(readDiagram(xml)).rejects.toMatchObject({ code: 50044 });
    }
  });

  it('are packed for the browser from the plugin as it is now', async () => {
    const { packConfig } = createRequire(import.meta.url)('bpmnlint-pack-config');
    const { code } = await packConfig(path.join(webDir, '.bpmnlintrc'), 'es');
    expect(code, 'run `npm run bpmnlint:pack -w apps/web`').toBe(
      fs.readFileSync(packedFile, 'utf8'),
    );
  });
});
