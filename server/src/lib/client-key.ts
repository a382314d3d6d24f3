import { isIPv6 } from 'node:net';

/**
 * The address a per-client limit counts: IPv4 as it is, IPv6 by its /64 network. One IPv6
 * customer line holds 2^64 addresses, so counting single ones would give an attacker as many
 * fresh limits as they care to use.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
