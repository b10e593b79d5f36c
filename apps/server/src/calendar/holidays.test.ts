import {
  type Holiday,
  holidayTexts,
  type Language,
  nonWorkingDayName,
  nonWorkingDaySources,
  translate,
} from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { colombianHolidays } from './holidays.ts';

/** Easter Sunday of each year, from the Church's tables rather than from the library. */
const easter: Record<number, string> = {
  2025: '2025-04-20',
  2026: '2026-04-05',
  2027: '2027-03-28',
  2028: '2028-04-16',
  2029: '2029-04-01',
  2030: '2030-04-21',
};

const DAY = 86_400_000;
const plus = (date: string, days: number) =>
  new Date(Date.parse(date) + days * DAY).toISOString().slice(0, 10);
/** Ley 51 de 1983: the day itself when it is a Monday, else the Monday after it. */
const mondayFrom = (date: string) => plus(date, (8 - new Date(date).getUTCDay()) % 7);

/** Each year's days, worked out once: the library takes a while over a year. */
const years = new Map<number, ReturnType<typeof colombianHolidays>>();
function daysOf(year: number) {
  const known = years.get(year) ?? colombianHolidays(year);
  years.set(year, known);
  return known;
}

function holidayOn(year: number, holiday: Holiday): string | undefined {
  return daysOf(year).find((day) => day.holidays.includes(holiday))?.date;
}

describe("Colombia's national holidays", () => {
  it('are the 19 days off of 2026, Easter Sunday not among them', () => {
    const days = colombianHolidays(2026);
    expect(days).toHaveLength(19);
    expect(days).toContainEqual({
      date: '2026-12-08',
      name: 'Inmaculada Concepción',
      holidays: ['immaculate_conception'],
    });
    expect(days).toContainEqual({
      date: '2026-04-03',
      name: 'Viernes Santo',
      holidays: ['good_friday'],
    });
    expect(days.map((day) => day.date)).not.toContain('2026-04-05');
  });

  it('name 18 May 2026 the Ascensión del Señor and 17 August the Asunción, as the law does', () => {
    const days = daysOf(2026);
    expect(days).toContainEqual({
      date: '2026-05-18',
      name: 'Ascensión del Señor',
      holidays: ['ascension'],
    });
    expect(days).toContainEqual({
      date: '2026-08-17',
      name: 'Asunción de la Virgen',
      holidays: ['assumption'],
    });
  });

  it('date the movable feasts from Easter, moved to Monday, and the Asunción from 15 August, 2025 to 2030', () => {
    for (const year of [2025, 2026, 2027, 2028, 2029, 2030]) {
      const sunday = easter[year] as string;
      expect(holidayOn(year, 'maundy_thursday'), `${year}`).toBe(plus(sunday, -3));
      expect(holidayOn(year, 'good_friday'), `${year}`).toBe(plus(sunday, -2));
      // Thursday 39 days after Easter, Thursday 60 days after, Friday 68 days after: each Monday.
      expect(holidayOn(year, 'ascension'), `${year}`).toBe(plus(sunday, 43));
      expect(holidayOn(year, 'corpus_christi'), `${year}`).toBe(plus(sunday, 64));
      expect(holidayOn(year, 'sacred_heart'), `${year}`).toBe(plus(sunday, 71));
      expect(holidayOn(year, 'assumption'), `${year}`).toBe(mondayFrom(`${year}-08-15`));
      expect(holidayOn(year, 'saints_peter_and_paul'), `${year}`).toBe(mondayFrom(`${year}-06-29`));
      const ascension = daysOf(year).find((day) => day.date === plus(sunday, 43));
      expect(ascension?.name, `${year}`).toBe('Ascensión del Señor');
      expect(
        daysOf(year).map((day) => day.name),
        `${year}`,
      ).not.toContain('La Asunción');
    }
  });

  it('add the Virgen de Chiquinquirá from 2026 on, by Ley 2578 de 2026; the others are Ley 51 de 1983’s', () => {
    expect(holidayOn(2025, 'virgin_of_chiquinquira')).toBeUndefined();
    expect(holidayOn(2026, 'virgin_of_chiquinquira')).toBe('2026-07-13');
    expect(holidayOn(2030, 'virgin_of_chiquinquira')).toBe('2030-07-15');
    expect(translate('es', holidayTexts.virgin_of_chiquinquira.source)).toBe('Ley 2578 de 2026');
    expect(translate('es', holidayTexts.ascension.source)).toBe('Ley 51 de 1983');
  });

  it('keep both holidays of a Monday they share, as 30 June 2025', () => {
    expect(daysOf(2025)).toHaveLength(17);
    expect(daysOf(2025)).toContainEqual({
      date: '2025-06-30',
      name: 'Sagrado Corazón de Jesús / San Pedro y San Pablo',
      holidays: ['sacred_heart', 'saints_peter_and_paul'],
    });
  });

  it('are named in the reader’s language with their law, a company’s own day by the name it gave', () => {
    const named = (language: Language, day: { name: string; holidays: Holiday[] }) => ({
      name: nonWorkingDayName(day, (key) => translate(language, key)),
      sources: nonWorkingDaySources(day).map((key) => translate(language, key)),
    });
    expect(named('en', { name: 'Ascensión del Señor', holidays: ['ascension'] })).toEqual({
      name: 'Ascension Day',
      sources: ['Law 51 of 1983'],
    });
    expect(named('fr', { name: '', holidays: ['sacred_heart', 'saints_peter_and_paul'] })).toEqual({
      name: 'Sacré-Cœur / Saint-Pierre et Saint-Paul',
      sources: ['Loi 51 de 1983'],
    });
    expect(named('es', { name: 'Inventario', holidays: [] })).toEqual({
      name: 'Inventario',
      sources: ['Propio de la empresa'],
    });
  });
});
