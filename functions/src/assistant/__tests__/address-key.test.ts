import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressKey } from '../quota';

afterEach(() => vi.unstubAllEnvs());

describe("the key of a network address's budget", () => {
  it('is the same for the same address and secret, and leads nowhere without the secret', () => {
    const key = addressKey('203.0.113.7', 'secret-a');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(addressKey('203.0.113.7', 'secret-a')).toBe(key);
    expect(addressKey('203.0.113.8', 'secret-a')).not.toBe(key);
    expect(addressKey('203.0.113.7', 'secret-b')).not.toBe(key);
    // Not a hash anyone can make from the address alone.
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    expect([sha('203.0.113.7'), sha('wayfare-assistant:203.0.113.7')]).not.toContain(key);
  });

  it('is refused, rather than made reversible, where the secret is missing outside the emulator', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('ADDRESS_KEY_SECRET', '');
    expect(() => addressKey('203.0.113.7')).toThrow(/not set up to count requests by network/);
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(addressKey('203.0.113.7')).toMatch(/^[0-9a-f]{64}$/);
  });
});
