import { api, type ErrorBody } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { filedAtWindow, identified, openedWindow } from '../../test/window.ts';

const domain = 'pqrs-remision.test';
const t = useCompanyServer(domain);

let typeId: string;

beforeAll(async () => {
  const settings = await openedWindow(t);
  typeId = settings.types.find((type) => type.law_kind === 'complaint')?.id ?? '';
});

const entity = {
  entity_name: 'Superintendencia de Industria y Comercio',
  entity_email: 'Contactenos@SIC.gov.co',
  reason: 'La garantía de electrodomésticos la vigila la Superintendencia.',
};

const remit = (id: string, body: Partial<typeof entity> = {}) =>
  t.asAdmin(api.pqrs.remit, { params: { id }, body: { ...entity, ...body } });

/** The mails queued to an address, oldest first. */
const mailsTo = (address: string) =>
  ownerQuery<{ subject: string; text: string }>(
    t.server,
    `SELECT payload->>'subject' AS subject, payload->>'text' AS text FROM jobs
      WHERE kind = 'mail' AND payload->>'to' = $1 ORDER BY run_at, id`,
    [address],
  );

describe('remitting a PQRS to the competent entity (Ley 1755 art. 21)', () => {
  it('stops its clock, keeps the remission, mails the entity the petition and tells the petitioner', async () => {
    const petitioner = 'remitida@example.com';
    const {
      id,
      number,
      tracking_code: code,
    } = await filedAtWindow(t, domain, typeId, {
      petitioner: identified(petitioner),
    });
    const before = (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json().pqrs;
    expect(before?.abilities.remit).toBe(true);

    const answer = await remit(id);
    expect(answer.statusCode).toBe(200);
    const { pqrs } = answer.json();
    expect(pqrs).toMatchObject({
      state: 'remitted',
      due_colour: null,
      remission: {
        entity_name: 'Superintendencia de Industria y Comercio',
        entity_email: 'contactenos@sic.gov.co',
        reason: entity.reason,
      },
      abilities: { remit: false, extend: false, askCompletion: false },
    });
    expect((await remit(id)).json<ErrorBody>().code).toBe(60014);

    const [toEntity] = await mailsTo('contactenos@sic.gov.co');
    expect(toEntity?.subject).toBe(`PQRS ${number} remitida por Company ${domain}`);
    expect(toEntity?.text).toContain('La nevera que compré dejó de enfriar');
    expect(toEntity?.text).toContain('Marta Ríos · CC 52111222 · remitida@example.com');
    expect(toEntity?.text).toContain(entity.reason);

    const toPetitioner = (await mailsTo(petitioner)).find((mail) =>
      mail.subject.includes('remitió'),
    );
    expect(toPetitioner?.subject).toBe(`Su PQRS ${number} se remitió a la entidad competente`);
    expect(toPetitioner?.text).toContain(
      'Superintendencia de Industria y Comercio (contactenos@sic.gov.co)',
    );

    const tracking = await send(t.server, api.window.track, {
      params: { domain },
      body: { number, code },
    });
    expect(tracking.json()).toMatchObject({
      state: 'remitted',
      messages: [
        expect.objectContaining({
          kind: 'remission',
          text: `Superintendencia de Industria y Comercio (contactenos@sic.gov.co): ${entity.reason}`,
        }),
      ],
    });

    const [audit] = await ownerQuery<{ changes: Record<string, unknown> }>(
      t.server,
      `SELECT changes FROM audit_logs WHERE entity_id = $1 AND module = 'pqrs' AND action = 'remit'`,
      [id],
    );
    expect(audit?.changes).toMatchObject({
      entity: 'Superintendencia de Industria y Comercio',
      email: 'contactenos@sic.gov.co',
      reason: entity.reason,
    });
  });

  it('mails the entity of an anonymous PQRS too, naming no petitioner', async () => {
    const { id } = await filedAtWindow(t, domain, typeId);
    const email = 'anonima@entidad.gov.co';
    expect((await remit(id, { entity_email: email })).statusCode).toBe(200);
    const [toEntity] = await mailsTo(email);
    expect(toEntity?.text).toContain('Peticionario: Anónimo');
  });

  it('is refused past the five business days after filing', async () => {
    const { id } = await filedAtWindow(t, domain, typeId);
    await ownerQuery(
      t.server,
      `UPDATE pqrs_requests SET received_at = received_at - interval '20 days',
              due_at = due_at + interval '20 days' WHERE record_id = $1`,
      [id],
    );
    const { pqrs } = (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json();
    expect(pqrs?.abilities.remit).toBe(false);
    expect((await remit(id)).json<ErrorBody>().code).toBe(60030);
  });

  it('is refused to whoever may not correct its record, and needs a valid entity', async () => {
    const { id } = await filedAtWindow(t, domain, typeId);
    const { user } = await memberOfNewRole(t, 2);
    const { access } = await login(t.server, user.user_name, USER_PASSWORD);
    const refused = await send(
      t.server,
      api.pqrs.remit,
      { params: { id }, body: entity },
      { token: access },
    );
    expect(refused.statusCode).toBe(403);
    const invalid = await remit(id, { entity_email: 'no es un correo', entity_name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorBody>()).toMatchObject({
      code: 30010,
      data: { entity_email: expect.any(String), entity_name: expect.any(String) },
    });
  });
});
