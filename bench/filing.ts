/**
 * Filing as the benchmarks drive it: forms designed through the API as a designer does, and the
 * filing requests each connection sends in turn.
 */
import { FormStatus, SupportType } from '@custodia/contracts';
import { API, type Target } from './support.ts';

export type Form = { id: string; number: number; resumenId: string };

/** An API call as the admin; anything but a 2xx answer stops the bench. */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Designs forms through the API, as a designer does. */
export function designer(baseUrl: string, token: string) {
  const addField = async (field: Record<string, unknown>) =>
    (await callApi<{ id: string }>(baseUrl, token, 'POST', '/form/fields/', field)).id;
  return {
    addField,
    createForm: (name: string) =>
      callApi<{ id: string; number: number }>(baseUrl, token, 'POST', '/form/forms/', {
        name,
        description: 'Radicados del público',
        sequence_length: 6,
        sticker_type: 1,
      }),
    textBox: (form_id: string, label: string, options: { required: boolean; unique: boolean }) =>
      addField({ form_id, label, type_data: 'text', control_data: 'textbox', ...options }),
    activate: (formId: string) =>
      callApi(baseUrl, token, 'PATCH', `/form/forms/${formId}/status/`, {
        status: FormStatus.active,
      }),
  };
}
export type Designer = ReturnType<typeof designer>;

/** A form with one text box to file in. */
export async function designForm(design: Designer, index: number): Promise<Form> {
  const form = await design.createForm(`Solicitudes ${index + 1}`);
  const resumenId = await design.textBox(form.id, 'Resumen', { required: false, unique: false });
  await design.activate(form.id);
  return { id: form.id, number: form.number, resumenId };
}

/** `count` records filed one by one in a form of their own, for what a bench does with them. */
export async function filedRecords(
  baseUrl: string,
  token: string,
  count: number,
  subject: string,
): Promise<{ id: string; form_id: string }[]> {
  const form = await designForm(designer(baseUrl, token), Date.now());
  const filed: { id: string; form_id: string }[] = [];
  for (let at = 0; at < count; at += 1) {
    filed.push(
      await callApi(baseUrl, token, 'POST', `/form/forms/${form.id}/records/`, {
        subject: `${subject} ${at + 1}`,
        support_type: SupportType.electronic,
        document_date: '2026-01-15',
      }),
    );
  }
  return filed;
}

function filingRequest(form: Form) {
  return {
    method: 'POST' as const,
    path: `${API}/form/forms/${form.id}/records/`,
    body: JSON.stringify({
      subject: 'Solicitud de prueba',
      support_type: SupportType.electronic,
      document_date: '2026-01-15',
      values: { [form.resumenId]: 'Demora en la respuesta' },
    }),
  };
}

/** Filing in the given forms, each connection going round them in turn. */
export function filingTarget(route: string, baseUrl: string, token: string, forms: Form[]): Target {
  const requests = forms.map(filingRequest);
  return {
    route,
    url: `${baseUrl}${requests[0]?.path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests,
  };
}

/** One POST before the load, so a refused body cannot pass unseen: it shows the answer. */
export async function postOnce(target: Target): Promise<string> {
  const first = target.requests?.[0];
  const response = await fetch(target.url, {
    method: 'POST',
    headers: target.headers ?? {},
    body: first?.body ?? target.body ?? '',
  });
  if (response.status !== 201)
    throw new Error(`${target.route} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { number: string }).number;
}
