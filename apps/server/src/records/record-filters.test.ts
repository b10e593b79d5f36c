import { randomUUID } from 'node:crypto';
import type {
  FieldDefinitionDto,
  FilterCriterion,
  FormDto,
  RecordDto,
  RecordListDto,
} from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyDay } from '../../test/company-day.ts';
import {
  combobox,
  datepicker,
  designForm,
  listWithItems,
  numeric,
  textbox,
} from '../../test/form-fixtures.ts';
import {
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { inTenant, system } from '../platform/work.ts';

const t = useCompanyServer('record-filters.co');
const { asAdmin } = t;

type Letter = 'A' | 'B' | 'C';
type Fields = Record<'code' | 'pages' | 'due' | 'meeting' | 'channel' | 'sender' | 'note', string>;

let form: FormDto;
let field: Fields;
const filedAs = {} as Record<Letter, RecordDto>;
let filerName: string;
/** Today in the company's time zone, as the filing day criteria read it. */
const today = companyDay();

function filter(criteria: FilterCriterion[], join: 'and' | 'or' = 'and', text = '') {
  return asAdmin(api.records.searchFilter, {
    params: { id: form.id },
    query: { per_page: 50 },
    body: {
      criteria,
      join,
      text,
    },
  });
}

/** The records a filter finds, by their letters, in list order (newest first). */
async function matching(criteria: FilterCriterion[], join: 'and' | 'or' = 'and') {
  const answer = await filter(criteria, join);
  expect(answer.statusCode, answer.body).toBe(200);
  const byId = new Map(Object.entries(filedAs).map(([letter, record]) => [record.id, letter]));
  return (answer.json() as RecordListDto).items.map((row) => byId.get(row.id)).sort();
}

const on =
  (
    name:
      | keyof Fields
      | 'number'
      | 'subject'
      | 'filer'
      | 'filed_on'
      | 'document_date'
      | 'support_type',
  ) =>
  (operator: FilterCriterion['operator'], value: string): FilterCriterion => ({
    field: name in (field ?? {}) ? field[name as keyof Fields] : name,
    operator,
    value,
  });

beforeAll(async () => {
  const directory = await designForm(asAdmin, [
    textbox('Nombre', { required: true }),
    textbox('Documento', { required: true, unique: true }),
  ]);
  const [name, document] = directory.fields as [FieldDefinitionDto, FieldDefinitionDto];
  const sender = async (senderName: string, senderDocument: string) =>
    (
      await asAdmin(api.records.file, {
        params: { id: directory.form.id },
        body: {
          subject: 'Remitente del directorio',
          support_type: 1,
          document_date: '2026-01-01',
          values: { [name.id]: senderName, [document.id]: senderDocument },
        },
      })
    ).json().id as string;
  const [acme, beta] = [await sender('Acme Ltda', '900123'), await sender('Beta SAS', '800555')];
  const list = await listWithItems(asAdmin, 'Canales del filtro', ['Correo', 'Ventanilla']);
  const { Correo: mail, Ventanilla: window } = list.items as Record<string, string>;
  const designed = await designForm(asAdmin, [
    textbox('Código', { search_field: true }),
    numeric('Folios', { allowed_negative: true, search_field: true }),
    datepicker('Vence', { search_field: true }),
    { label: 'Cita', type_data: 'datetime', control_data: 'datetimepicker', search_field: true },
    combobox('Canal', list.id, { search_field: true }),
    {
      label: 'Remitente',
      type_data: 'text',
      control_data: 'lookup',
      form_lookup_name: directory.form.id,
      form_lookup_fields: [name.id, document.id],
      search_field: true,
    },
    textbox('Nota'),
  ]);
  form = designed.form;
  const ids = designed.fields.map((one) => one.id);
  field = Object.fromEntries(
    ['code', 'pages', 'due', 'meeting', 'channel', 'sender', 'note'].map((key, index) => [
      key,
      ids[index],
    ]),
  ) as Fields;
  const { role, user } = await memberOfNewRole(t, 2);
  await asAdmin(api.roles.addFormGrant, {
    params: { id: role.id },
    body: { form_id: form.id, file: true },
  });
  filerName = user.user_name.split('@')[0] as string;
  const filerToken = (await login(t.server, user.user_name, USER_PASSWORD)).access;
  const file = async (token: string, body: Record<string, unknown>) => {
    const answer = await send(
      t.server,
      api.records.file,
      { params: { id: form.id }, body },
      { token },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as RecordDto;
  };
  filedAs.A = await file(t.company.adminToken, {
    subject: 'Queja por demora',
    support_type: 1,
    document_date: '2026-01-10',
    values: {
      [field.code]: 'Álvaro-01',
      [field.pages]: '5',
      [field.due]: '2026-03-01',
      // 10:00 in Bogotá.
      [field.meeting]: '2026-03-01T15:00:00Z',
      [field.channel]: mail,
      [field.sender]: acme,
      [field.note]: 'Nota sin búsqueda',
    },
  });
  filedAs.B = await file(t.company.adminToken, {
    subject: 'Solicitud de información',
    support_type: 2,
    document_date: '2026-01-20',
    values: {
      [field.code]: 'beta-02',
      [field.pages]: '-3',
      [field.due]: '2026-03-05',
      // 23:00 of March 1 in Bogotá, already March 2 in UTC.
      [field.meeting]: '2026-03-02T04:00:00Z',
      [field.channel]: window,
      [field.sender]: beta,
    },
  });
  filedAs.C = await file(filerToken, {
    subject: 'Petición pública',
    support_type: 3,
    document_date: '2026-01-30',
    values: { [field.code]: 'gamma' },
  });
});

/** Every operator that fits each kind of datum, and what it finds among A, B and C. */
const cases: [string, () => FilterCriterion, Letter[]][] = [
  ['text equal, case and accents folded', () => on('code')('eq', 'ALVARO-01'), ['A']],
  ['text not equal', () => on('code')('ne', 'alvaro-01'), ['B', 'C']],
  ['text starts with', () => on('code')('starts', 'BE'), ['B']],
  ['text ends with', () => on('code')('ends', '-01'), ['A']],
  ['text contains', () => on('code')('contains', 'mm'), ['C']],
  ['integer equal', () => on('pages')('eq', '5'), ['A']],
  ['integer not equal (a record without one too)', () => on('pages')('ne', '5'), ['B', 'C']],
  ['integer greater', () => on('pages')('gt', '-3'), ['A']],
  ['integer at least', () => on('pages')('gte', '-3'), ['A', 'B']],
  ['integer less', () => on('pages')('lt', '5'), ['B']],
  ['integer at most', () => on('pages')('lte', '5'), ['A', 'B']],
  ['date equal', () => on('due')('eq', '2026-03-01'), ['A']],
  ['date not equal', () => on('due')('ne', '2026-03-01'), ['B', 'C']],
  ['date after', () => on('due')('gt', '2026-03-01'), ['B']],
  ['date from', () => on('due')('gte', '2026-03-01'), ['A', 'B']],
  ['date before', () => on('due')('lt', '2026-03-05'), ['A']],
  ['date up to', () => on('due')('lte', '2026-03-05'), ['A', 'B']],
  ['moment on a day of the company', () => on('meeting')('eq', '2026-03-01'), ['A', 'B']],
  ['moment not on that day', () => on('meeting')('ne', '2026-03-01'), ['C']],
  ['moment after a day', () => on('meeting')('gt', '2026-02-28'), ['A', 'B']],
  ['moment from a day', () => on('meeting')('gte', '2026-03-02'), []],
  ['moment before a day', () => on('meeting')('lt', '2026-03-02'), ['A', 'B']],
  ['moment up to a day', () => on('meeting')('lte', '2026-02-28'), []],
  ['list item named', () => on('channel')('eq', 'correo'), ['A']],
  ['list item not named', () => on('channel')('ne', 'Correo'), ['B', 'C']],
  ['list item starting', () => on('channel')('starts', 'VENT'), ['B']],
  ['list item ending', () => on('channel')('ends', 'EO'), ['A']],
  ['list item containing', () => on('channel')('contains', 'tan'), ['B']],
  ['looked-up record by either value', () => on('sender')('eq', '800555'), ['B']],
  ['looked-up record not named', () => on('sender')('ne', 'acme ltda'), ['B', 'C']],
  ['looked-up record starting', () => on('sender')('starts', 'acm'), ['A']],
  ['looked-up record ending', () => on('sender')('ends', 'SAS'), ['B']],
  ['looked-up record containing', () => on('sender')('contains', '0012'), ['A']],
  ['number equal', () => on('number')('eq', filedAs.A.number), ['A']],
  ['number not equal', () => on('number')('ne', filedAs.A.number), ['B', 'C']],
  ['number starts with', () => on('number')('starts', `${form.number}-`), ['A', 'B', 'C']],
  ['number ends with', () => on('number')('ends', filedAs.B.number.slice(-3)), ['B']],
  ['number contains', () => on('number')('contains', filedAs.C.number.slice(-6)), ['C']],
  ['subject equal', () => on('subject')('eq', 'queja por DEMORA'), ['A']],
  ['subject not equal', () => on('subject')('ne', 'Queja por demora'), ['B', 'C']],
  ['subject starts with', () => on('subject')('starts', 'solicitud'), ['B']],
  ['subject ends with', () => on('subject')('ends', 'informacion'), ['B']],
  ['subject contains', () => on('subject')('contains', 'PUBLICA'), ['C']],
  ['filer equal', () => on('filer')('eq', filerName), ['C']],
  ['filer not equal', () => on('filer')('ne', filerName), ['A', 'B']],
  ['filer starts with', () => on('filer')('starts', 'ADM'), ['A', 'B']],
  ['filer ends with', () => on('filer')('ends', filerName.slice(-8)), ['C']],
  ['filer contains', () => on('filer')('contains', 'dmi'), ['A', 'B']],
  ['filed on a day', () => on('filed_on')('eq', today), ['A', 'B', 'C']],
  ['not filed on a day', () => on('filed_on')('ne', today), []],
  ['filed after', () => on('filed_on')('gt', today), []],
  ['filed from', () => on('filed_on')('gte', today), ['A', 'B', 'C']],
  ['filed before', () => on('filed_on')('lt', today), []],
  ['filed up to', () => on('filed_on')('lte', today), ['A', 'B', 'C']],
  ['document date equal', () => on('document_date')('eq', '2026-01-20'), ['B']],
  ['document date not equal', () => on('document_date')('ne', '2026-01-20'), ['A', 'C']],
  ['document date after', () => on('document_date')('gt', '2026-01-10'), ['B', 'C']],
  ['document date from', () => on('document_date')('gte', '2026-01-10'), ['A', 'B', 'C']],
  ['document date before', () => on('document_date')('lt', '2026-01-20'), ['A']],
  ['document date up to', () => on('document_date')('lte', '2026-01-20'), ['A', 'B']],
  ['support type equal', () => on('support_type')('eq', '2'), ['B']],
  ['support type not equal', () => on('support_type')('ne', '2'), ['A', 'C']],
];

describe('a filter criterion', () => {
  for (const [name, criterion, expected] of cases) {
    it(name, async () => {
      expect(await matching([criterion()])).toEqual(expected);
    });
  }
});

describe('criteria together', () => {
  it('combine with AND and with OR', async () => {
    const [starts, five] = [on('code')('starts', 'be'), on('pages')('eq', '5')];
    expect(await matching([starts, five], 'or')).toEqual(['A', 'B']);
    expect(await matching([starts, five], 'and')).toEqual([]);
    const three = [
      on('subject')('contains', 'ci'),
      on('support_type')('ne', '1'),
      on('due')('lt', '2026-04-01'),
    ];
    expect(await matching(three, 'and')).toEqual(['B']);
    expect(await matching(three, 'or')).toEqual(['A', 'B', 'C']);
  });

  it('may ask one field twice with two operators: a range', async () => {
    const range = [on('due')('gte', '2026-03-01'), on('due')('lte', '2026-03-04')];
    expect(await matching(range)).toEqual(['A']);
  });

  it('say so when nothing matches: an empty page, not an error', async () => {
    const answer = await filter([on('code')('eq', 'nadie')]);
    expect(answer.json()).toMatchObject({ items: [], count: 0, pages: 0 });
  });
});

describe('a filter that cannot be asked', () => {
  const refusal = async (criteria: unknown[], data: Record<string, string>) => {
    const answer = await filter(criteria as FilterCriterion[]);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 30010, data });
  };

  it('has at most three criteria', async () => {
    const four = ['A', 'B', 'C', 'D'].map((letter) => on('code')('contains', letter));
    await refusal(
      [four[0], on('pages')('eq', '1'), on('due')('eq', '2026-01-01'), on('subject')('eq', 'x')],
      { criteria: 'Seleccione como máximo 3' },
    );
  });

  it('never asks the same criterion twice', async () => {
    await refusal([on('code')('contains', 'a'), on('code')('contains', 'b')], {
      'criteria.1.field': 'Este criterio ya está en el filtro',
    });
  });

  it('needs a value of 1 to 30 characters', async () => {
    await refusal([on('code')('eq', '  ')], { 'criteria.0.value': '¡Este campo es obligatorio!' });
    await refusal([on('code')('eq', 'x'.repeat(31))], {
      'criteria.0.value': 'Debe tener entre 1 y 30 caracteres',
    });
  });

  it('asks only the operators that fit the datum, with values of its kind', async () => {
    await refusal([on('pages')('starts', '1')], {
      'criteria.0.operator': 'Este operador no aplica a este dato',
    });
    await refusal([on('subject')('gt', 'a')], {
      'criteria.0.operator': 'Este operador no aplica a este dato',
    });
    await refusal([on('pages')('eq', '1.5')], {
      'criteria.0.value': 'Ingrese un número entero, sin decimales ni signo +',
    });
    await refusal([on('due')('eq', '2026-02-30')], {
      'criteria.0.value': 'Ingrese una fecha válida',
    });
    await refusal([on('support_type')('eq', '4')], { 'criteria.0.value': 'El valor no es válido' });
  });

  it("names only the form's search fields and the record's own data", async () => {
    await refusal([on('note')('eq', 'Nota sin búsqueda')], {
      'criteria.0.field': 'No es un dato de búsqueda de este formulario',
    });
    await refusal([{ field: crypto.randomUUID(), operator: 'eq', value: 'x' }], {
      'criteria.0.field': 'No es un dato de búsqueda de este formulario',
    });
    await refusal([{ field: 'created_by', operator: 'eq', value: 'x' }], {
      'criteria.0.field': 'El valor no es válido',
    });
  });
});

describe('a full-text search', () => {
  /** What a search finds (by letter) and the words it marks in each row. */
  async function searched(text: string, criteria: FilterCriterion[] = []) {
    const answer = await filter(criteria, 'and', text);
    expect(answer.statusCode, answer.body).toBe(200);
    const byId = new Map(Object.entries(filedAs).map(([letter, record]) => [record.id, letter]));
    return (answer.json() as RecordListDto).items.map((row) => [byId.get(row.id), row.matches]);
  }

  it('stems Spanish words and folds accents both ways, marking the words it found', async () => {
    expect(await searched('solicitudes')).toEqual([['B', ['Solicitud']]]);
    expect(await searched('informaciones')).toEqual([['B', ['información']]]);
    expect(await searched('PUBLICA peticion')).toEqual([['C', ['Petición', 'pública']]]);
  });

  it('reads the number and the typed values, not only the subject', async () => {
    expect(await searched('alvaro')).toEqual([['A', ['Álvaro']]]);
    expect((await searched(filedAs.B.number)).map(([letter]) => letter)).toEqual(['B']);
    // The start of a number from its day on: every record of the form filed that day.
    const day = filedAs.B.number.split('-').slice(0, 2).join('-');
    expect((await searched(day)).map(([letter]) => letter).sort()).toEqual(['A', 'B', 'C']);
  });

  it('keeps to the company of the transaction in the function that reads past row security', async () => {
    const found = (company: string) =>
      inTenant(
        t.server.app.platform,
        { tenantId: company, actor: system, language: 'es' },
        ({ tx }) =>
          tx.query<{ record_id: string }>(
            "SELECT record_id FROM search_records($1, websearch_to_tsquery('custodia_es', 'solicitud'))",
            [form.id],
          ),
      );
    const [company] = await ownerQuery<{ id: string }>(
      t.server,
      'SELECT id FROM tenants WHERE domain = $1',
      [t.company.domain],
    );
    expect((await found(company?.id as string)).map((row) => row.record_id)).toEqual([
      filedAs.B.id,
    ]);
    // Another company that knows the form's id finds nothing in it.
    expect(await found(randomUUID())).toEqual([]);
  });

  it('narrows a filter, and a filter narrows it', async () => {
    expect(await searched('solicitud', [on('support_type')('eq', '2')])).toEqual([
      ['B', ['Solicitud']],
    ]);
    expect(await searched('solicitud', [on('support_type')('eq', '1')])).toEqual([]);
  });

  it('ranks a record whose subject holds the words above one whose values do', async () => {
    const { form: ranked, fields } = await designForm(asAdmin, [textbox('Detalle')]);
    const [detail] = fields as [FieldDefinitionDto];
    const fileIn = async (subject: string, value: string) =>
      (
        await asAdmin(api.records.file, {
          params: { id: ranked.id },
          body: {
            subject,
            support_type: 1,
            document_date: '2026-01-01',
            values: { [detail.id]: value },
          },
        })
      ).json() as RecordDto;
    const inSubject = await fileIn('Queja urgente', 'Sin detalle');
    const inValue = await fileIn('Trámite general', 'Una queja más');
    const answer = await asAdmin(api.records.searchFilter, {
      params: { id: ranked.id },
      body: {
        text: 'quejas',
      },
    });
    expect((answer.json() as RecordListDto).items.map((row) => [row.id, row.matches])).toEqual([
      [inSubject.id, ['Queja']],
      [inValue.id, ['queja']],
    ]);
  });

  it('shows equal matches newest first, or oldest first when asked, a page at a time', async () => {
    const { form: same } = await designForm(asAdmin, [textbox('Detalle')]);
    const filedInOrder: string[] = [];
    for (let index = 1; index <= 11; index += 1) {
      const answer = await asAdmin(api.records.file, {
        params: { id: same.id },
        body: {
          subject: `Traslado ${index}`,
          support_type: 1,
          document_date: '2026-01-01',
          values: {},
        },
      });
      filedInOrder.push((answer.json() as RecordDto).id);
    }
    const page = async (query: { page?: number; order?: 'asc' } = {}) => {
      const answer = await asAdmin(api.records.searchFilter, {
        params: { id: same.id },
        query,
        body: { text: 'traslados' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const list = answer.json();
      return { ids: list.items.map((row) => row.id), count: list.count };
    };
    const newestFirst = [...filedInOrder].reverse();
    expect(await page()).toEqual({ ids: newestFirst.slice(0, 10), count: 11 });
    expect(await page({ page: 2 })).toEqual({ ids: newestFirst.slice(10), count: 11 });
    expect(await page({ order: 'asc' })).toEqual({ ids: filedInOrder.slice(0, 10), count: 11 });
  });
});
