import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../platform/errors.ts';

/** What an installation lets webhook addresses be (WEBHOOKS_ALLOW_HTTP, WEBHOOKS_ALLOW_PRIVATE). */
export type AddressRules = { allowHttp: boolean; allowPrivate: boolean };

/**
 * Networks a webhook must never reach unless the installation allows private ones: loopback,
 * private, shared, link-local (cloud metadata at 169.254.169.254), multicast and reserved.
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
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return privateNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A host as the URL parser gives it: IPv6 literals come in brackets. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The address an administrator typed, as the subscription keeps it: absolute, http(s) only and
 * https unless allowed, without credentials, and not naming a private host outright. A name that
 * resolves to a private address is refused when each delivery resolves it.
 */
export function checkedWebhookUrl(text: string, rules: AddressRules): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('webhookUrlInvalid', { url: 'errors.70023' });
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password || url.hash) {
    throw new AppError('webhookUrlInvalid', { url: 'errors.70023' });
  }
  if (url.protocol === 'http:' && !rules.allowHttp) {
    throw new AppError('webhookUrlNotHttps', { url: 'errors.70024' });
  }
  const host = bareHost(url.hostname);
  const named = isIP(host) === 0;
  if (
    !rules.allowPrivate &&
    (named ? host === 'localhost' || host.endsWith('.localhost') : isPrivateAddress(host))
  ) {
    throw new AppError('webhookUrlPrivate', { url: 'errors.70025' });
  }
  return url.toString();
}

/** Why a delivery did not leave: its host resolved to a network it may not reach. */
export class PrivateAddressRefused extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is in a private network`);
  }
}

/**
 * The DNS lookup of a delivery's connection: every address the name resolves to is checked, and
 * the connection goes to one of those checked, so a name re-pointed between a check and the
 * connection (DNS rebinding) cannot slip through.
 */
export function guardedLookup(rules: AddressRules): LookupFunction {
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
