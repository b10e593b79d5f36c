import { SignatureChannel, type SignatureChannelValue } from '@custodia/contracts';
import type { MessageGateway } from '../company/index.ts';
import { type AddressRules, postOutbound } from '../platform/outbound.ts';

/** What a gateway is asked to carry a message by. */
export type GatewayChannel = 'sms' | 'whatsapp';

/** How long a gateway has to take a message before the send counts as failed. */
const TIMEOUT_MS = 10_000;

/** The gateway channels a request's notification channel uses; none for e-mail. */
export function gatewayChannelsOf(channel: SignatureChannelValue): GatewayChannel[] {
  switch (channel) {
    case SignatureChannel.sms:
      return ['sms'];
    case SignatureChannel.whatsapp:
      return ['whatsapp'];
    case SignatureChannel.smsAndWhatsapp:
      return ['sms', 'whatsapp'];
    default:
      return [];
  }
}

/** A signatory's phone as gateways take it: `+`, the dial code and the digits alone (E.164). */
export function phoneNumberOf(signatory: { dial_code: string; phone: string }): string {
  return `+${signatory.dial_code.replace(/\D/g, '')}${signatory.phone.replace(/\D/g, '')}`;
}

/**
 * Why a message did not leave. Its text names the gateway's answer alone, never the message:
 * it holds a signing link or a code, and this error reaches the job's log.
 */
export class GatewaySendFailed extends Error {}

/**
 * Posts one message to the company's gateway (docs/operations.md, "SMS and WhatsApp gateway"):
 * `{to, channel, text}` as JSON with the key as a bearer token, to an address held to the
 * installation's rules for the addresses companies name, as webhooks are (platform/outbound.ts).
 * Any 2xx is taken; anything else, a redirect, a refused address, no answer within the timeout or
 * no connection throws `GatewaySendFailed`.
 */
export async function sendOverGateway(
  gateway: MessageGateway,
  message: { to: string; channel: GatewayChannel; text: string },
  rules: AddressRules,
): Promise<void> {
  const outcome = await postOutbound(
    gateway.url,
    {
      headers: {
        authorization: `Bearer ${gateway.key}`,
        'content-type': 'application/json',
        'user-agent': 'Custodia-Messages/1',
      },
      body: JSON.stringify(message),
    },
    // The answer is not read beyond its status: a gateway cannot make a send hold memory.
    { rules, timeoutMs: TIMEOUT_MS, answerMax: 0 },
  );
  if (outcome.status_code === null) {
    throw new GatewaySendFailed(`the message gateway could not be reached (${outcome.error})`);
  }
  if (outcome.status_code < 200 || outcome.status_code >= 300) {
    throw new GatewaySendFailed(`the message gateway answered ${outcome.status_code}`);
  }
}
