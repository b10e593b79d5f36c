import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorKey } from '../errors.ts';
import { catalogues } from './index.ts';

const root = path.join(import.meta.dirname, '../../../..');
const i18nDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && !full.startsWith(i18nDir) ? [full] : [];
  });
}

const code = ['apps/server/src', 'apps/web/src', 'packages/contracts/src']
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

const pluralForms = /_(zero|one|two|few|many|other)$/;

function pluralBase(key: string): string {
  return key.replace(pluralForms, '');
}

describe('text catalogues', () => {
  const spanishKeys = Object.keys(catalogues.es).sort();

  it('have the same keys in Spanish, English and French, none empty', () => {
    for (const language of ['en', 'fr'] as const) {
      expect(Object.keys(catalogues[language]).sort()).toEqual(spanishKeys);
    }
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.toBe('');
      }
    }
  });

  it('have a text for every error code, and no error text without a code', () => {
    const errorKeys = spanishKeys.filter((key) => key.startsWith('errors.'));
    const codes = Object.values(errorCatalogue).map((entry) => errorKey(entry.code));
    expect(errorKeys.sort()).toEqual([...new Set(codes)].sort());
  });

  it('use every error of the catalogue somewhere in the code', () => {
    const unused = Object.keys(errorCatalogue).filter((name) => !code.includes(`'${name}'`));
    expect(unused).toEqual([]);
  });

  it('use every other key somewhere in the code', () => {
    // A plural form ('list.total_one') is used through its base key ('list.total') and a count.
    const unused = [...new Set(spanishKeys.map(pluralBase))]
      .filter((key) => !key.startsWith('errors.'))
      .filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });

  it('give every plural form each language asks for', () => {
    const pluralBases = [...new Set(spanishKeys.filter((key) => key !== pluralBase(key)))];
    expect(pluralBases).not.toEqual([]);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      // i18next picks the form Intl.PluralRules names: French and Spanish have 'many' (millions).
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const key of pluralBases) {
        const base = pluralBase(key);
        for (const form of forms) {
          expect(Object.keys(catalogue), `${language} ${base}_${form}`).toContain(
            `${base}_${form}`,
          );
        }
      }
    }
  });

  it('keep the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of spanishKeys) {
      const spanish = placeholders(catalogues.es[key as keyof typeof catalogues.es]);
      for (const language of ['en', 'fr'] as const) {
        expect(
          placeholders(catalogues[language][key as keyof typeof catalogues.es]),
          `${language} ${key}`,
        ).toEqual(spanish);
      }
    }
  });

  // The web's i18next reads single braces: a doubled one prints as it is, braces and all.
  it('write placeholders with single braces', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text, `${language} ${key}`).not.toMatch(/\{\{/);
      }
    }
  });
});
