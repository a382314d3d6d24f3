import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may be sent (ADR 041): the URL's host is resolved once, every address it
// resolves to must be public unless private endpoints are allowed, and the request connects to
// the address checked here (no second lookup an attacker's DNS could answer differently).

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of any v4 address
  ['2001:db8::', 32], // documentation
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for loopback, private, link-local, CGNAT, multicast, unspecified (v4, v6 and v4-mapped v6). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // BlockList checks an IPv4-mapped v6 address (::ffff:127.0.0.1) against the v4 rules too.
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Target = { url: URL; address: string; family: 4 | 6 };

/** Every address of a name, as the system resolver gives them; a test swaps it to play a rebinding DNS. */
export const resolver = {
  lookup: (host: string): Promise<{ address: string; family: number }[]> => lookup(host, { all: true, verbatim: true }),
};

export class AddressRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'private' | 'unresolvable',
  ) {
    super(message);
  }
}

/** The address to connect to for `url`, or AddressRefused. Every resolved address is checked. */
export async function resolveTarget(raw: string, allowPrivate: boolean): Promise<Target> {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolver.lookup(host);
    } catch {
      throw new AddressRefused(`The host ${host} could not be resolved`, 'unresolvable');
    }
  }
  if (addresses.length === 0) throw new AddressRefused(`The host ${host} could not be resolved`, 'unresolvable');
  if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw new AddressRefused(`The host ${host} resolves to a private or reserved address`, 'private');
  }
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
