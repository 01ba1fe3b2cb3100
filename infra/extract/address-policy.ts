/**
 * Which IP addresses the server may fetch web pages from: public unicast only. Loopback, private, carrier-grade NAT,
 * link-local (cloud metadata at 169.254.169.254), multicast, documentation, benchmarking and reserved ranges are
 * refused, in IPv4 and IPv6. IPv4-mapped (::ffff:0:0/96) and IPv4-translated (::ffff:0:0:0/96) addresses are
 * refused as whole ranges: no public host is reached through them (a connection to one goes out over IPv4, and a DNS
 * answer that names one is a trick), so whatever IPv4 address they carry is never judged at all. Other IPv4
 * addresses embedded in IPv6 (IPv4-compatible ::/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16) are
 * judged by their IPv4 address.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const v4Refused: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

const v6Refused: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped (RFC 4291): refused whatever IPv4 address it carries
  ['::ffff:0:0:0', 96], // IPv4-translated (RFC 2765)
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID, ...)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // SRv6 SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const refusedV4 = new BlockList();
for (const [net, prefix] of v4Refused) refusedV4.addSubnet(net, prefix, 'ipv4');
const refusedV6 = new BlockList();
for (const [net, prefix] of v6Refused) refusedV6.addSubnet(net, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (already known to be valid), or null. */
const ipv6Bytes = (ip: string): number[] | null => {
  let text = ip;
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  if (dotted.includes('.')) {
    // ::ffff:10.0.0.1 -> ::ffff:a00:1
    if (!isIPv4(dotted)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest, extra] = text.split('::');
  if (extra !== undefined) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  if (groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return null;
  return groups.flatMap((g) => [(g >> 8) & 0xff, g & 0xff]);
};

const bytesToV4 = (bytes: number[], at: number) => bytes.slice(at, at + 4).join('.');

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), or null. */
export const embeddedIPv4 = (ip: string): string | null => {
  const bytes = ipv6Bytes(ip);
  if (!bytes) return null;
  const zeros = (n: number) => Array<number>(n).fill(0);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return bytesToV4(bytes, 12); // ::ffff:a.b.c.d
  if (startsWith(bytes, zeros(12))) return bytesToV4(bytes, 12); // ::a.b.c.d (also :: and ::1)
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, ...zeros(8)])) return bytesToV4(bytes, 12); // 64:ff9b::/96
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01])) return bytesToV4(bytes, 12); // 64:ff9b:1::/48 (one layout)
  if (startsWith(bytes, [0x20, 0x02])) return bytesToV4(bytes, 2); // 2002:aabb:ccdd::/48 (6to4)
  return null;
};

/** True for an address the server may connect to for a user-supplied URL: public unicast only. */
export const isPublicAddress = (ip: string): boolean => {
  const address = ip.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (isIPv4(address)) return !refusedV4.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  if (refusedV6.check(address, 'ipv6')) return false;
  const v4 = embeddedIPv4(address);
  if (v4 !== null) return isIPv4(v4) && !refusedV4.check(v4, 'ipv4');
  return true;
};
