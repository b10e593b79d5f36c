import fs from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme } from './theme.ts';

/** The `--ant-*` variables plain.css declares, with their values. */
function declaredVariables(): Record<string, string> {
  const css = fs.readFileSync(path.join(import.meta.dirname, 'plain.css'), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/(--ant-[a-z0-9-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name as string,
      value as string,
    ]),
  );
}

/** The CSS variable antd writes a token to (borderRadiusLG → --ant-border-radius-lg), as antd names it. */
function cssVariableOf(token: string): string {
  return `--ant-${token}`
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z0-9]+)/g, '$1-$2')
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .toLowerCase();
}

/** One way of writing a CSS value, so `rgba(0,0,0,0.88)` and `rgba(0, 0, 0, 0.88)` compare equal (quotes too). */
function normalized(value: string | number, name: string): string {
  const unitless = /^(lineHeight|fontWeight)/.test(name);
  const text = typeof value === 'number' && !unitless ? `${value}px` : String(value);
  return text.replace(/\s+/g, '').replaceAll('"', "'").toLowerCase();
}

describe('the plain kit', () => {
  it("draws with antd's tokens as our theme derives them", () => {
    const tokens = Object.entries(
      theme.getDesignToken(appTheme) as unknown as Record<string, string | number>,
    );
    const byVariable = new Map(
      tokens.map(([name, value]) => [cssVariableOf(name), { name, value }]),
    );
    const declared = Object.entries(declaredVariables());
    expect(declared.length).toBeGreaterThan(30);
    for (const [variable, value] of declared) {
      const token = byVariable.get(variable);
      expect(token, `${variable} is no antd token`).toBeDefined();
      if (token)
        expect(normalized(value, token.name), variable).toBe(normalized(token.value, token.name));
    }
  });
});
