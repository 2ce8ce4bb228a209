import { validateUsername } from '../username';
import { RESERVED_USERNAMES } from '@/lib/route-params';

describe('validateUsername', () => {
  it.each(['ana', 'ana.ribeiro', 'sam_carter', 'a1b', 'x'.repeat(30), '...', 'lisbon.2027'])(
    'accepts %s',
    (name) => {
      expect(validateUsername(name)).toBeNull();
    },
  );

  it('asks for a name when the field is empty', () => {
    expect(validateUsername('')).toBe('Choose a username.');
  });

  it('needs 3 to 30 characters', () => {
    expect(validateUsername('ab')).toBe('Use at least 3 characters.');
    expect(validateUsername('x'.repeat(31))).toBe('Use at most 30 characters.');
  });

  it('refuses capitals, spaces, hyphens and other characters with a sentence saying why', () => {
    expect(validateUsername('Ana')).toBe('Use lower-case letters only.');
    expect(validateUsername('ana ribeiro')).toMatch(/Spaces are not allowed/);
    expect(validateUsername('ana-ribeiro')).toBe('Use only lower-case letters (a-z), digits, dots and underscores.');
    expect(validateUsername('anã')).toBe('Use only lower-case letters (a-z), digits, dots and underscores.');
    expect(validateUsername('ana@x')).toBe('Use only lower-case letters (a-z), digits, dots and underscores.');
  });

  it('refuses every reserved route word', () => {
    for (const word of RESERVED_USERNAMES) {
      const message = validateUsername(word);
      if (/^[a-z0-9._]{3,30}$/.test(word)) expect(message, word).toMatch(/is the name of a Wayfare page/);
      else expect(message, word).not.toBeNull();
    }
    expect(validateUsername('explore')).toBe('"explore" is the name of a Wayfare page. Pick another one.');
    expect(validateUsername('auth')).toMatch(/Pick another one/);
  });
});
