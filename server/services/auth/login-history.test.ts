import { describe, expect, it } from 'vitest';
import { browserOf, isLocalAddress, osOf, placeOf } from './login-history';

describe('the login history device and place', () => {
  it('reads a coarse browser and system from the user agent', () => {
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const wechat =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
    expect([browserOf(edge), osOf(edge)]).toEqual(['Edge', 'Windows']);
    expect([browserOf(safari), osOf(safari)]).toEqual(['Safari', 'iOS']);
    expect([browserOf(wechat), osOf(wechat)]).toEqual(['WeChat', 'Android']);
    expect([browserOf('node'), osOf('')]).toEqual(['Other', 'Other']);
  });

  it('says local network for loopback and private addresses, else hides the last part', () => {
    for (const local of [
      '127.0.0.1',
      '::1',
      '::ffff:192.168.1.20',
      '10.2.3.4',
      '172.20.0.1',
      'fd00::1',
    ]) {
      expect(isLocalAddress(local), local).toBe(true);
      expect(placeOf(local)).toBe('local');
    }
    expect(isLocalAddress('172.32.0.1')).toBe(false);
    expect(placeOf('203.0.113.77')).toBe('203.0.113.*');
    expect(placeOf('::ffff:198.51.100.9')).toBe('198.51.100.*');
    expect(placeOf('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(placeOf(undefined)).toBe('');
  });
});
