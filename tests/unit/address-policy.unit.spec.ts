import { describe, expect, it } from 'vitest';
import { embeddedIPv4, isPublicAddress } from '../../infra/extract/address-policy';

describe('IPv4 addresses that are not public', () => {
  it.each([
    ['0.0.0.0/8', '0.0.0.0', '0.255.255.255'],
    ['10/8', '10.0.0.1', '10.255.255.254'],
    ['100.64/10 (carrier-grade NAT)', '100.64.0.1', '100.127.255.254'],
    ['127/8', '127.0.0.1', '127.255.255.254'],
    ['169.254/16 (link-local, cloud metadata)', '169.254.169.254', '169.254.0.1'],
    ['172.16/12', '172.16.0.1', '172.31.255.254'],
    ['192.0.0/24', '192.0.0.1', '192.0.0.255'],
    ['192.0.2/24', '192.0.2.1', '192.0.2.255'],
    ['192.168/16', '192.168.0.1', '192.168.255.254'],
    ['198.18/15', '198.18.0.1', '198.19.255.254'],
    ['198.51.100/24', '198.51.100.1', '198.51.100.255'],
    ['203.0.113/24', '203.0.113.1', '203.0.113.255'],
    ['224/4 (multicast)', '224.0.0.1', '239.255.255.255'],
    ['240/4 (reserved)', '240.0.0.1', '254.255.255.255'],
    ['broadcast', '255.255.255.255', '255.255.255.255'],
  ])('refuses %s (%s, %s)', (_range, first, last) => {
    expect(isPublicAddress(first)).toBe(false);
    expect(isPublicAddress(last)).toBe(false);
  });

  it.each([
    ['just below 10/8', '9.255.255.255'],
    ['just above 10/8', '11.0.0.0'],
    ['just below 100.64/10', '100.63.255.255'],
    ['just above 100.64/10', '100.128.0.0'],
    ['just below 172.16/12', '172.15.255.255'],
    ['just above 172.16/12', '172.32.0.0'],
    ['just above 198.18/15', '198.20.0.0'],
    ['just below 224/4', '223.255.255.255'],
    ['a public resolver', '8.8.8.8'],
    ['a public web server', '93.184.216.34'],
  ])('allows %s (%s)', (_label, ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('IPv6 addresses that are not public', () => {
  it.each([
    ['unspecified', '::'],
    ['loopback', '::1'],
    ['loopback, written out', '0:0:0:0:0:0:0:1'],
    ['unique local fc00::/7', 'fc00::1'],
    ['unique local fd00::/8', 'fdff:ffff::1'],
    ['link-local fe80::/10', 'fe80::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['link-local, top of range', 'febf:ffff::1'],
    ['multicast ff00::/8', 'ff02::1'],
    ['documentation 2001:db8::/32', '2001:db8::1'],
    ['documentation 2001:db8::/32, top of range', '2001:db8:ffff:ffff::1'],
    ['in brackets, as in a URL', '[::1]'],
  ])('refuses %s (%s)', (_label, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    ['mapped loopback, dotted', '::ffff:127.0.0.1'],
    ['mapped loopback, hex', '::ffff:7f00:1'],
    ['mapped private', '::ffff:10.0.0.1'],
    ['mapped metadata', '::ffff:169.254.169.254'],
    ['mapped, written out', '0:0:0:0:0:ffff:c0a8:0101'],
    ['NAT64 of a private address', '64:ff9b::10.0.0.1'],
    ['NAT64 of loopback, hex', '64:ff9b::7f00:1'],
    ['NAT64 of metadata', '64:ff9b::a9fe:a9fe'],
    ['IPv4-compatible private', '::10.0.0.1'],
    ['6to4 of a private address', '2002:c0a8:0101::1'],
  ])('judges an embedded IPv4 address: refuses %s (%s)', (_label, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    ['mapped private, dotted', '::ffff:10.0.0.1'],
    ['mapped public, dotted', '::ffff:8.8.8.8'],
    ['mapped public, hex', '::ffff:808:808'],
    ['mapped, written out in full', '0000:0000:0000:0000:0000:ffff:0808:0808'],
    ['mapped, lowest', '::ffff:0:0'],
    ['mapped, highest', '::ffff:ffff:ffff'],
    ['mapped, in brackets', '[::ffff:8.8.8.8]'],
    ['translated private', '::ffff:0:10.0.0.1'],
    ['translated loopback', '::ffff:0:7f00:1'],
    ['translated public', '::ffff:0:8.8.8.8'],
  ])('refuses the whole IPv4-mapped and IPv4-translated ranges: %s (%s)', (_label, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    ['a public address', '2606:4700:4700::1111'],
    ['another public address', '2a00:1450:4001:80b::200e'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['just below fc00::/7', 'fbff:ffff::1'],
    ['just above 2001:db8::/32', '2001:db9::1'],
  ])('allows %s (%s)', (_label, ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it('reads the IPv4 address inside mapped and NAT64 addresses', () => {
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('::ffff:192.168.1.1')).toBe('192.168.1.1');
    expect(embeddedIPv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIPv4('2606:4700::1111')).toBeNull();
  });
});

describe('Anything that is not an IP address', () => {
  it.each(['', 'localhost', 'example.com', '999.1.1.1', '1.2.3', '::ffff:999.0.0.1', 'fe80::1::2'])(
    'is not public (%j)',
    (value) => {
      expect(isPublicAddress(value)).toBe(false);
    },
  );
});
