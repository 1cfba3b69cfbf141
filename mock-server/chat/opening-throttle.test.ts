import { describe, expect, it } from 'vitest';
import { clientAddressOf, clientKey, OpeningThrottle } from './opening-throttle';

describe('who a client of the chat provider is', () => {
  it('counts an IPv4 client and its IPv4-mapped IPv6 form as one, and an IPv6 client by its /64', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe(clientKey('203.0.113.7'));
    expect(clientKey('203.0.113.7')).not.toBe(clientKey('203.0.113.8'));
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::1')).toBe(clientKey('0:0:0:0:0:0:0:1'));
    expect(clientKey('fe80::1%eth0')).toBe(clientKey('fe80::2'));
    expect(clientKey('64:ff9b::192.0.2.1')).toBe(clientKey('64:ff9b::1'));
    expect(clientKey(undefined)).toBe('unknown');
  });
});

describe('the openings one client may make', () => {
  it('admits `limit` in any window and tells the seconds until the next', () => {
    const throttle = new OpeningThrottle(3, 60_000, 100);
    expect([0, 1_000, 2_000].map((at) => throttle.take('a', at))).toEqual([null, null, null]);
    expect(throttle.take('a', 2_500)).toBe(58);
    expect(throttle.take('b', 2_500)).toBeNull();
    expect(throttle.take('a', 59_999)).toBe(1);
    expect(throttle.take('a', 60_000)).toBeNull();
    expect(throttle.take('a', 60_500)).toBe(1);
  });

  it('remembers a bounded number of clients: one whose window has passed makes room, else a newcomer waits', () => {
    const throttle = new OpeningThrottle(10, 60_000, 2);
    expect(throttle.take('a', 0)).toBeNull();
    expect(throttle.take('b', 30_000)).toBeNull();
    expect(throttle.take('c', 40_000)).toBe(60);
    expect(throttle.take('c', 60_001)).toBeNull();
    expect(throttle.take('a', 60_002)).toBe(60);
    throttle.clear();
    expect(throttle.take('a', 60_003)).toBeNull();
  });
});

describe('the address an opening came from', () => {
  it('is the one the storefront’s server on this machine names, whose forwarding replaces what the browser sent', () => {
    expect(clientAddressOf('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressOf('::ffff:127.0.0.1', '198.51.100.2')).toBe('198.51.100.2');
    expect(clientAddressOf('::1', 'evil, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressOf('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('is the connection’s own for a client elsewhere, whatever it names', () => {
    expect(clientAddressOf('203.0.113.7', '198.51.100.2')).toBe('203.0.113.7');
    expect(clientAddressOf('2001:db8::1', '127.0.0.1')).toBe('2001:db8::1');
  });
});
