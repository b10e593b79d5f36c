import type { FieldDefinitionDto, FormDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, send, useCompanyServer } from '../../test/test-server.ts';
import { seedDemoContent } from './demo-content.ts';

const t = useCompanyServer('demo-content.co');

describe('the demo company content', () => {
  it('is designed through the API: four lists, two active forms, one looking up the senders filed in the other', async () => {
    await seedDemoContent(t.server.app, {
      userName: 'admin@demo-content.co',
      password: ADMIN_PASSWORD,
    });
    const token = t.company.adminToken;
    const lists = (await send(t.server, api.lists.list, {}, { token })).json();
    expect(lists.items.map((list: { name: string }) => list.name).sort()).toEqual([
      'Canales de recepción',
      'Subtemas de solicitud',
      'Temas de solicitud',
      'Tipos de solicitud',
    ]);
    const forms: FormDto[] = (await send(t.server, api.forms.list, {}, { token })).json().items;
    expect(forms.map((form) => [form.name, form.status]).sort()).toEqual([
      ['Directorio de remitentes', 2],
      ['Solicitudes PQRS', 2],
    ]);

    const pqrs = forms.find((form) => form.name === 'Solicitudes PQRS') as FormDto;
    const fields = (
      await send(
        t.server,
        api.fields.list,
        { params: { id: pqrs.id }, query: { per_page: 50 } },
        { token },
      )
    ).json().items as FieldDefinitionDto[];
    const controls = new Set(fields.map((field) => field.control_data));
    expect([...controls].sort()).toEqual([
      'combobox',
      'datepicker',
      'datetimepicker',
      'label',
      'lookup',
      'numeric',
      'textarea',
      'textbox',
    ]);
    // The PQRS list shows, and its filter offers, the request's type, channel and date.
    expect(fields.filter((field) => field.search_field).map((field) => field.label)).toEqual([
      'Tipo de solicitud',
      'Canal de recepción',
      'Fecha de recepción',
    ]);
    const sender = forms.find((form) => form.name === 'Directorio de remitentes') as FormDto;
    expect(fields.find((field) => field.control_data === 'lookup')?.form_lookup_name).toBe(
      sender.id,
    );
    expect(sender.records_count).toBe(6);
    const offered = (
      await send(
        t.server,
        api.records.searchLookup,
        { params: { id: pqrs.id }, query: { search: 'andina' } },
        { token },
      )
    ).json();
    expect(offered.records.map((record: { value: string }) => record.value)).toEqual([
      '900456789 | Constructora Andina S.A.S.',
    ]);
  });
});
