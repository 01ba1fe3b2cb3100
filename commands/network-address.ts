/**
 * The key a network address is counted under by rate limits and bans: an IPv4 address as it is (also when written
 * IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 prefix (one subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would let one client take 2^64 turns).
 */
import { isIP } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 part converted). */
const groupsOf = (address: string): number[] => {
  let text = address;
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => parseInt(g, 16) || 0);
};

export const addressKey = (address: string | null | undefined): string => {
  const raw = (address ?? '').trim().split('%')[0]!;
  const mapped = IPV4_MAPPED.exec(raw);
  if (mapped) return mapped[1]!;
  if (isIP(raw) !== 6) return raw || 'unknown';
  const groups = groupsOf(raw);
  if (groups.slice(0, 6).every((g, i) => g === (i === 5 ? 0xffff : 0)))
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
};
