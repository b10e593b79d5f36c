import { createHash } from 'node:crypto';
import {
  api,
  hasLeadingZeroBits,
  type PqrsSettingsDto,
  provenText,
  type WindowFilingInput,
  type WindowReceiptDto,
} from '@custodia/contracts';
import { designForm, textbox } from './form-fixtures.ts';
import { type CompanyServer, ownerQuery, send, type TestServer } from './test-server.ts';

/** Solves a window's proof of work as the petitioner's browser does, by trying answers in turn. */
export function solved(challenge: string, bits: number): WindowFilingInput['proof'] {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256')
      .update(provenText(challenge, String(nonce)))
      .digest();
    if (hasLeadingZeroBits(digest, bits)) return { challenge, nonce: String(nonce) };
  }
}

/** A fresh, solved challenge of a company's window. */
export async function windowProof(
  server: TestServer,
  domain: string,
): Promise<WindowFilingInput['proof']> {
  const window = (await send(server, api.window.open, { params: { domain } })).json();
  return solved(window.challenge.challenge, window.challenge.bits);
}

/**
 * A company's window opened on an intake form (a new one unless given), received by its admin:
 * the settings as they answer, with the law's types seeded.
 */
export async function openedWindow(
  t: CompanyServer,
  intakeFormId?: string,
): Promise<PqrsSettingsDto> {
  const formId = intakeFormId ?? (await designForm(t.asAdmin, [textbox('Observaciones')])).form.id;
  const settings = await t.asAdmin(api.pqrs.updateSettings, {
    body: {
      window_open: true,
      intake_form_id: formId,
      receiver_id: t.company.admin.user.id,
      policy_text: '',
      ask_characterisation: false,
    },
  });
  return settings.json();
}

/** A petitioner who gives their name and identity document, and `email` when given. */
export const identified = (email?: string, name = 'Marta Ríos') => ({
  name,
  document_type: 'CC' as const,
  document_number: '52111222',
  ...(email && { email }),
});

/** What a test's PQRS says and who files it: anonymous unless a petitioner is given. */
export type Petition = {
  subject?: string;
  text?: string;
  petitioner?: ReturnType<typeof identified>;
};

/** A PQRS filed at a company's window, with its record's id. */
export async function filedAtWindow(
  t: CompanyServer,
  domain: string,
  typeId: string,
  petition: Petition = {},
): Promise<WindowReceiptDto & { id: string }> {
  const answer = await send(t.server, api.window.file, {
    params: { domain },
    body: {
      type_id: typeId,
      subject: petition.subject ?? 'Garantía de una nevera',
      text:
        petition.text ??
        'La nevera que compré dejó de enfriar y pido que se cambie por la garantía.',
      petitioner: petition.petitioner ?? null,
      consent: true,
      language: 'es',
      proof: await windowProof(t.server, domain),
    },
  });
  if (answer.statusCode !== 201) throw new Error(`The window refused the PQRS: ${answer.body}`);
  const receipt = answer.json();
  const [record] = await ownerQuery<{ id: string }>(
    t.server,
    `SELECT r.id FROM records r JOIN tenants t ON t.id = r.tenant_id
      WHERE t.domain = $1 AND r.number = $2`,
    [domain, receipt.number],
  );
  return { ...receipt, id: record?.id ?? '' };
}
