import type { MessageKey } from '@custodia/contracts';
import { es } from '@custodia/contracts/i18n/es';
import { fr } from '@custodia/contracts/i18n/fr';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bpmnTranslation } from './bpmnTexts.ts';

async function translatorIn(language: 'es' | 'fr') {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { es: { translation: es }, fr: { translation: fr } },
    lng: language,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
  const [, translate] = bpmnTranslation((key, params) =>
    i18n.t(key as MessageKey, params),
  ).translate;
  return translate as (template: string, replacements?: Record<string, string>) => string;
}

describe("the designer's issue badge", () => {
  it('counts its issues in the plural form of the count', async () => {
    const translate = await translatorIn('es');
    const badge = '{errors} Errors, {warnings} Warnings';
    expect(translate(badge, { errors: '1', warnings: '0' })).toBe('1 problema');
    expect(translate(badge, { errors: '2', warnings: '1' })).toBe('3 problemas');
    expect((await translatorIn('fr'))(badge, { errors: '1', warnings: '0' })).toBe('1 problème');
  });
});
