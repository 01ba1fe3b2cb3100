import { describe, expect, it } from 'vitest';
import { addressKey } from '../../commands/network-address';

describe('The key an address is counted under', () => {
  it('is an IPv4 address itself, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });
  it('is the /64 prefix of an IPv6 address, however it is written', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1%eth0')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
  it('keeps anything else apart as it is', () => {
    expect(addressKey('')).toBe('unknown');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
