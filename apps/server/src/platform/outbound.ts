import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * What an installation lets the addresses a company names be (OUTBOUND_ALLOW_HTTP,
 * OUTBOUND_ALLOW_PRIVATE): its webhooks' receivers and its SMS and WhatsApp gateway. A company's
 * administrator is not the installation's: unguarded, such an address would let them make the
 * server post into its own network and read the answers' statuses.
 */
export type AddressRules = { allowHttp: boolean; allowPrivate: boolean };

/**
 * Networks a company's address must never reach unless the installation allows private ones:
 * loopback, private, shared, link-local (cloud metadata at 169.254.169.254), multicast, reserved.
 */
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv6');
}

/** An address in a private network; an IPv4 address written as IPv6 (::ffff:a.b.c.d) as itself. */
function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return privateNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A host as the URL parser gives it: IPv6 literals come in brackets. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * What the installation's rules refuse in an address a company typed (already an absolute
 * http(s) URL): plain http unless allowed, or a private host named outright. A name that
 * resolves to a private address is refused when each post resolves it.
 */
export function addressRefusal(url: URL, rules: AddressRules): 'http' | 'private' | undefined {
  if (url.protocol === 'http:' && !rules.allowHttp) return 'http';
  const host = bareHost(url.hostname);
  const named = isIP(host) === 0;
  const privateHost = named
    ? host === 'localhost' || host.endsWith('.localhost')
    : isPrivateAddress(host);
  return privateHost && !rules.allowPrivate ? 'private' : undefined;
}

/** Why a post did not leave: its host resolved to a network it may not reach. */
class PrivateAddressRefused extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is in a private network`);
  }
}

/**
 * The DNS lookup of a post's connection: every address the name resolves to is checked, and
 * the connection goes to one of those checked, so a name re-pointed between a check and the
 * connection (DNS rebinding) cannot slip through.
 */
function guardedLookup(rules: AddressRules): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(bareHost(hostname), { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as LookupAddress[];
      const refused = rules.allowPrivate
        ? undefined
        : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new PrivateAddressRefused(refused.address), '', 0);
      if (options.all) return callback(null, addresses as never, 0);
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** How a post ended: the receiver's status and the start of its answer, or why there was none. */
export type PostOutcome = {
  status_code: number | null;
  answer: string | null;
  error: string | null;
  duration_ms: number;
};

/**
 * One POST to an address a company named, checked against the installation's rules on every
 * connection, never following a redirect (a 3xx is an answer like any other). Of the answer only
 * its first `answerMax` characters are read: a receiver cannot make a post hold memory. It never
 * throws: a refusal, no connection or no answer within `timeoutMs` is the outcome's error.
 */
export function postOutbound(
  target: string,
  message: { headers: Record<string, string>; body: string },
  limits: { rules: AddressRules; timeoutMs: number; answerMax: number },
): Promise<PostOutcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const truncated = (text: string) => text.slice(0, limits.answerMax);
  return new Promise((resolve) => {
    const failed = (error: Error) =>
      resolve({
        status_code: null,
        answer: null,
        error: error.message,
        duration_ms: elapsed(),
      });
    const url = new URL(target);
    const refusal = addressRefusal(url, limits.rules);
    // A private address written as such is connected to without a lookup: it is refused here.
    if (refusal === 'private') return failed(new PrivateAddressRefused(bareHost(url.hostname)));
    if (refusal === 'http') {
      return failed(new Error('refused: the installation allows https addresses only'));
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...message.headers, 'content-length': Buffer.byteLength(message.body) },
      lookup: guardedLookup(limits.rules),
      timeout: limits.timeoutMs,
      agent: false,
    });
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${limits.timeoutMs / 1000} s`)),
    );
    request.on('error', failed);
    request.on('response', (response) => {
      let answer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        answer = truncated(answer + chunk);
        if (answer.length >= limits.answerMax) response.destroy();
      });
      const done = () =>
        resolve({
          status_code: response.statusCode ?? null,
          answer,
          error: null,
          duration_ms: elapsed(),
        });
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    request.end(message.body);
  });
}
