import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses an outgoing call may not reach unless allowed: loopback, private, link-local, carrier-grade NAT, unspecified. */
const PRIVATE = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

const isPrivate = (address: string) => PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4') || (address.startsWith('::ffff:') && PRIVATE.check(address.slice(7), 'ipv4'));

/**
 * Whether a URL the server will call (a webhook, a data push target) is refused: `invalid` when it is not a URL,
 * `private` when its host is, or resolves to, a private or loopback address; null when it may be called. A name that
 * does not resolve now may later: it is not refused (the tries will say).
 */
export async function addressRefusal(url: string): Promise<'invalid' | 'private' | null> {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return 'invalid';
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private';
  try {
    const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
    return addresses.some((a) => isPrivate(a.address)) ? 'private' : null;
  } catch {
    return null;
  }
}
