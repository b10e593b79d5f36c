import { SignatureChannel, type SignatureChannelValue } from '@custodia/contracts';
import type { MessageGateway } from '../company/index.ts';

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
 * `{to, channel, text}` as JSON with the key as a bearer token. Any 2xx is taken; anything else,
 * a redirect, no answer within the timeout or no connection throws `GatewaySendFailed`.
 */
export async function sendOverGateway(
  gateway: MessageGateway,
  message: { to: string; channel: GatewayChannel; text: string },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${gateway.key}`,
        'content-type': 'application/json',
        'user-agent': 'Custodia-Messages/1',
      },
      body: JSON.stringify(message),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'error';
    throw new GatewaySendFailed(`the message gateway could not be reached (${reason})`);
  }
  // The answer is not read beyond its status: a gateway cannot make a send hold memory.
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) {
    throw new GatewaySendFailed(`the message gateway answered ${response.status}`);
  }
}
