import { createHash } from 'node:crypto';
import { hasLeadingZeroBits, provenText } from '@custodia/contracts/plain';
import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN, adminApi } from './support.ts';

/**
 * The demo company's window, open, filing into a new form of its own in its admin's name: the
 * form's id. Each spec that files opens it so, whichever runs first.
 */
export async function openDemoWindow(request: APIRequestContext): Promise<string> {
  const api = await adminApi(request);
  const form = await api.post('/form/forms/', {
    name: `Ventanilla de la prueba ${Date.now()}`,
    description: 'Donde la ventanilla radica',
    sequence_length: 4,
    sticker_type: 1,
  });
  await api.post('/form/fields/', {
    form_id: form.id,
    label: 'Observaciones',
    type_data: 'text',
    control_data: 'textbox',
  });
  const activated = await request.patch(`/api/v1/form/forms/${form.id}/status/`, {
    headers: api.headers,
    data: { status: 2 },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  const session = await request.post('/api/v1/auth/login/', {
    data: { user_name: ADMIN.userName, password: ADMIN.password },
  });
  const opened = await request.put('/api/v1/pqrs/settings/', {
    headers: api.headers,
    data: {
      window_open: true,
      intake_form_id: form.id,
      receiver_id: (await session.json()).user.id,
      policy_text: 'Demo S.A.S. trata sus datos personales para responder su solicitud.',
      ask_characterisation: true,
    },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  return form.id;
}

/** What a spec's PQRS says and who files it: anonymous unless a petitioner is given. */
type Petition = {
  subject?: string;
  text?: string;
  petitioner?: { name: string; document_type: string; document_number: string };
};

/** A PQRS filed through the demo window's API, its challenge solved here as a browser would. */
export async function filedThroughApi(request: APIRequestContext, petition: Petition = {}) {
  const window = await (await request.get('/api/v1/window/demo.co/')).json();
  const { challenge, bits } = window.challenge as { challenge: string; bits: number };
  let nonce = 0;
  while (
    !hasLeadingZeroBits(
      createHash('sha256')
        .update(provenText(challenge, String(nonce)))
        .digest(),
      bits,
    )
  ) {
    nonce += 1;
  }
  const filed = await request.post('/api/v1/window/demo.co/pqrs/', {
    data: {
      type_id: window.types[0].id,
      subject: petition.subject ?? 'Copia del contrato de arrendamiento',
      text: petition.text ?? 'Solicito copia del contrato de arrendamiento del local.',
      petitioner: petition.petitioner ?? null,
      consent: true,
      language: 'es',
      proof: { challenge, nonce: String(nonce) },
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  return (await filed.json()) as { number: string; tracking_code: string };
}
