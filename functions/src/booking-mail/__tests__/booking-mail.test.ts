import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bareAddress, tripTokenOf } from '../addresses';
import { readForm } from '../form';
import { mailgunSignature, signatureMatches } from '../signature';

const KEY = 'key-test';
const TOKEN = 'k3v9x0q2m7w1z5r8t4y6ab';

describe('Mailgun signatures', () => {
  it('is the hex HMAC-SHA256 of timestamp + token', () => {
    expect(mailgunSignature(KEY, '1700000000', 'abc')).toBe(createHmac('sha256', KEY).update('1700000000abc').digest('hex'));
  });

  it('matches the right signature, in either case of hex, and nothing else', () => {
    const signature = mailgunSignature(KEY, '1700000000', 'abc');
    expect(signatureMatches(KEY, '1700000000', 'abc', signature)).toBe(true);
    expect(signatureMatches(KEY, '1700000000', 'abc', signature.toUpperCase())).toBe(true);
    expect(signatureMatches(KEY, '1700000001', 'abc', signature)).toBe(false);
    expect(signatureMatches(KEY, '1700000000', 'abd', signature)).toBe(false);
    expect(signatureMatches('other-key', '1700000000', 'abc', signature)).toBe(false);
    expect(signatureMatches(KEY, '1700000000', 'abc', signature.slice(0, 62))).toBe(false);
    expect(signatureMatches(KEY, '1700000000', 'abc', `${signature}00`)).toBe(false);
    expect(signatureMatches(KEY, '1700000000', 'abc', 'z'.repeat(64))).toBe(false);
    expect(signatureMatches('', '1700000000', 'abc', mailgunSignature('', '1700000000', 'abc'))).toBe(false);
  });
});

describe('addresses', () => {
  it('reads the bare address, lower-cased', () => {
    expect(bareAddress('Ana@Demo.Wayfare.test')).toBe('ana@demo.wayfare.test');
    expect(bareAddress('"Ana R." <ana@demo.wayfare.test>')).toBe('ana@demo.wayfare.test');
    expect(bareAddress('')).toBeNull();
    expect(bareAddress('<>')).toBeNull();
    expect(bareAddress('not an address')).toBeNull();
    expect(bareAddress('a@b@c')).toBeNull();
  });

  it('finds the trip token of a recipient at our domain only', () => {
    expect(tripTokenOf(`trip-${TOKEN}@in.wayfare.test`, 'in.wayfare.test')).toBe(TOKEN);
    expect(tripTokenOf(`Trip <TRIP-${TOKEN.toUpperCase()}@IN.wayfare.test>`, 'in.wayfare.test')).toBe(TOKEN);
    expect(tripTokenOf(`someone@else.test, trip-${TOKEN}@in.wayfare.test`, 'in.wayfare.test')).toBe(TOKEN);
    expect(tripTokenOf(`trip-${TOKEN}@in.wayfare.app`, 'in.wayfare.test')).toBeNull();
    expect(tripTokenOf(`trip-${TOKEN}@evil-in.wayfare.test`, 'in.wayfare.test')).toBeNull();
    expect(tripTokenOf(`trip-${TOKEN.slice(1)}@in.wayfare.test`, 'in.wayfare.test')).toBeNull();
    expect(tripTokenOf(`trip-${TOKEN}x@in.wayfare.test`, 'in.wayfare.test')).toBeNull();
    expect(tripTokenOf(`plans-${TOKEN}@in.wayfare.test`, 'in.wayfare.test')).toBeNull();
    expect(tripTokenOf('', 'in.wayfare.test')).toBeNull();
  });
});

describe('the posted form', () => {
  it('reads multipart/form-data, a file part as text, the first of a repeated name', async () => {
    const form = new FormData();
    form.append('subject', 'Flight é');
    form.append('subject', 'second');
    form.append('body-mime', new Blob(['Subject: x\r\n\r\nbody']), 'message.eml');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const fields = await readForm(request.headers.get('content-type') ?? '', Buffer.from(await request.arrayBuffer()));
    expect(fields?.get('subject')).toBe('Flight é');
    expect(fields?.get('body-mime')).toBe('Subject: x\r\n\r\nbody');
  });

  it('reads a url-encoded form, keys with brackets as they are', async () => {
    const fields = await readForm('application/x-www-form-urlencoded', Buffer.from('a%5Bb%5D=1&subject=h%C3%A9+there'));
    expect(fields?.get('a[b]')).toBe('1');
    expect(fields?.get('subject')).toBe('hé there');
  });

  it('answers null for a body that is not a form, or a broken one', async () => {
    expect(await readForm('application/json', Buffer.from('{"token":"x"}'))).toBeNull();
    expect(await readForm(undefined, Buffer.from('a=1'))).toBeNull();
    expect(await readForm('multipart/form-data; boundary=zz', Buffer.from('garbage'))).toBeNull();
    expect(await readForm('application/x-www-form-urlencoded', undefined)).toBeNull();
  });
});
