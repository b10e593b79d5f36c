import {
  apiBase,
  apiPath,
  authApi,
  type FormInput,
  FormStatus,
  fieldsApi,
  formsApi,
  listsApi,
  recordsApi,
  SupportType,
} from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';

/** More senders than the lookup search shows on one page (5), so its paging shows too. */
const demoSenders: [document: string, name: string, email: string | null][] = [
  ['1020304050', 'María Fernanda López', 'mflopez@example.com'],
  ['79845612', 'Jorge Iván Restrepo', 'jrestrepo@example.com'],
  ['900456789', 'Constructora Andina S.A.S.', 'contacto@andina.example.co'],
  ['52987456', 'Luz Marina Ortiz', null],
  ['800987654', 'Fundación Manos Unidas', 'info@manosunidas.example.org'],
  ['1098765432', 'Andrés Felipe Gómez', null],
];

/**
 * What a first visitor of the demo company finds designed: four lists (subtopics hanging from
 * topics), a directory of senders with a few filed, and an active PQRS form that uses every kind
 * of field. It is made through the API as the demo admin, so every rule a designer meets holds for
 * it too.
 */
export async function seedDemoContent(
  app: FastifyInstance,
  admin: { userName: string; password: string },
): Promise<void> {
  const login = await send<{ access: string }>(app, '', 'POST', authApi.login.path, {
    user_name: admin.userName,
    password: admin.password,
  });
  const as = <T>(method: 'POST' | 'PATCH', path: string, body: unknown) =>
    send<T>(app, login.access, method, path, body);

  type DemoList = { id: string; itemIds: Record<string, string> };
  /** A list and its items; a child list's items hang from the parent items they are grouped by. */
  const listOf = async (
    name: string,
    items: string[] | Record<string, string[]>,
    parent?: DemoList,
  ): Promise<DemoList> => {
    const list = await as<{ id: string }>('POST', listsApi.create.path, {
      name,
      parent_list_id: parent?.id ?? null,
    });
    const itemIds: Record<string, string> = {};
    for (const [parentItem, names] of Object.entries(
      Array.isArray(items) ? { '': items } : items,
    )) {
      for (const item of names) {
        const created = await as<{ id: string }>(
          'POST',
          apiPath(listsApi.createItem.path, { id: list.id }),
          { name: item, parent_item_id: parent?.itemIds[parentItem] ?? null },
        );
        itemIds[item] = created.id;
      }
    }
    return { id: list.id, itemIds };
  };
  const requestTypes = await listOf('Tipos de solicitud', [
    'Petición',
    'Queja',
    'Reclamo',
    'Sugerencia',
    'Felicitación',
  ]);
  const channels = await listOf('Canales de recepción', [
    'Ventanilla',
    'Correo electrónico',
    'Portal web',
    'Teléfono',
  ]);
  // A topic and its subtopics: the filing form offers the subtopics of the chosen topic only.
  const topics = await listOf('Temas de solicitud', [
    'Servicios públicos',
    'Movilidad',
    'Medio ambiente',
  ]);
  const subtopics = await listOf(
    'Subtemas de solicitud',
    {
      'Servicios públicos': ['Acueducto', 'Energía', 'Alumbrado público'],
      Movilidad: ['Semaforización', 'Estado de las vías'],
      'Medio ambiente': ['Ruido', 'Arbolado'],
    },
    topics,
  );

  const formWith = async (settings: FormInput, fields: Record<string, unknown>[]) => {
    const form = await as<{ id: string }>('POST', formsApi.create.path, settings);
    const created: { id: string; label: string }[] = [];
    for (const field of fields) {
      created.push(await as('POST', fieldsApi.create.path, { form_id: form.id, ...field }));
    }
    await as('PATCH', apiPath(formsApi.changeStatus.path, { id: form.id }), {
      status: FormStatus.active,
    });
    return { id: form.id, fieldId: (label: string) => created.find((f) => f.label === label)?.id };
  };
  const text = (label: string, options: Record<string, unknown> = {}) => ({
    label,
    type_data: 'text',
    control_data: 'textbox',
    ...options,
  });

  const senders = await formWith(
    {
      name: 'Directorio de remitentes',
      description: 'Personas y entidades que radican o reciben correspondencia',
      sequence_length: 4,
      sticker_type: 1,
    },
    [
      text('Documento de identidad', { required: true, unique: true, search_field: true }),
      text('Nombre o razón social', { required: true, search_field: true }),
      text('Correo electrónico'),
    ],
  );
  const documentDate = new Date().toISOString().slice(0, 10);
  for (const [document, name, email] of demoSenders) {
    await as('POST', apiPath(recordsApi.file.path, { id: senders.id }), {
      subject: `Registro de ${name} en el directorio`,
      support_type: SupportType.electronic,
      document_date: documentDate,
      values: {
        [senders.fieldId('Documento de identidad') ?? '']: document,
        [senders.fieldId('Nombre o razón social') ?? '']: name,
        [senders.fieldId('Correo electrónico') ?? '']: email,
      },
    });
  }
  await formWith(
    {
      name: 'Solicitudes PQRS',
      description: 'Peticiones, quejas, reclamos, sugerencias y felicitaciones de la ciudadanía',
      sequence_length: 5,
      sticker_type: 2,
      yearly_restart: true,
    },
    [
      text('Resumen', { required: true, sticker: true, len_min_chars: 5, len_max_chars: 200 }),
      {
        label: 'Remitente',
        type_data: 'text',
        control_data: 'lookup',
        form_lookup_name: senders.id,
        form_lookup_fields: [
          senders.fieldId('Documento de identidad'),
          senders.fieldId('Nombre o razón social'),
        ],
      },
      {
        label: 'Tipo de solicitud',
        type_data: 'text',
        control_data: 'combobox',
        item_link: requestTypes.id,
        required: true,
        sticker: true,
        search_field: true,
      },
      {
        label: 'Canal de recepción',
        type_data: 'text',
        control_data: 'combobox',
        item_link: channels.id,
        search_field: true,
      },
      { label: 'Tema', type_data: 'text', control_data: 'combobox', item_link: topics.id },
      { label: 'Subtema', type_data: 'text', control_data: 'combobox', item_link: subtopics.id },
      { label: 'Datos de la solicitud', type_data: 'text', control_data: 'label' },
      { label: 'Descripción', type_data: 'text', control_data: 'textarea', required: true },
      { label: 'Número de folios', type_data: 'integer', control_data: 'numeric' },
      {
        label: 'Fecha de recepción',
        type_data: 'date',
        control_data: 'datepicker',
        search_field: true,
      },
      {
        label: 'Fecha de respuesta comprometida',
        type_data: 'datetime',
        control_data: 'datetimepicker',
        show_pass_dates: true,
      },
      { label: 'Observaciones internas', type_data: 'text', control_data: 'textarea', hide: true },
    ],
  );
  await as('POST', authApi.logout.path, {});
}

async function send<T>(
  app: FastifyInstance,
  token: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
): Promise<T> {
  const response = await app.inject({
    method,
    url: `${apiBase}${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
  if (response.statusCode >= 300) {
    throw new Error(
      `Demo content: ${method} ${path} answered ${response.statusCode} ${response.body}`,
    );
  }
  return response.json() as T;
}
