import { api, type BodyOf } from '@custodia/contracts';
import { send, type TestServer } from './test-server.ts';

/** The signingPage's steps on the signing page, by the name its path ends in. */
const signingSteps = {
  open: api.signing.open,
  code: api.signing.sendCode,
  verify: api.signing.verify,
  document: api.signing.document,
  sign: api.signing.sign,
} as const;

/**
 * A signingPage's steps on the signing page of the context's server, which need no session: the link's
 * token is enough.
 */
export function signingPage(context: { server: TestServer }) {
  return <S extends keyof typeof signingSteps>(step: S, body: BodyOf<(typeof signingSteps)[S]>) => {
    const endpoint: (typeof signingSteps)[S] = signingSteps[step];
    return send(context.server, endpoint, { body } as never);
  };
}
