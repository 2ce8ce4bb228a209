import { RESERVED_USERNAMES, USERNAME_PATTERN } from '@/lib/route-params';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/**
 * Checks a username as it is typed. Returns null when it can be claimed (as
 * far as its shape goes; whether it is free is asked of the server), or the
 * sentence to show under the field.
 */
export function validateUsername(value: string): string | null {
  if (value === '') return 'Choose a username.';
  if (/\s/.test(value)) return 'Spaces are not allowed. Use a dot or an underscore instead.';
  if (/[A-Z]/.test(value) && /^[A-Za-z0-9._]*$/.test(value)) return 'Use lower-case letters only.';
  if (!/^[a-z0-9._]*$/.test(value)) {
    return 'Use only lower-case letters (a-z), digits, dots and underscores.';
  }
  if (value.length < USERNAME_MIN_LENGTH) return `Use at least ${USERNAME_MIN_LENGTH} characters.`;
  if (value.length > USERNAME_MAX_LENGTH) return `Use at most ${USERNAME_MAX_LENGTH} characters.`;
  if (!USERNAME_PATTERN.test(value)) return 'Use only lower-case letters (a-z), digits, dots and underscores.';
  if (RESERVED_USERNAMES.has(value)) return `"${value}" is the name of a Wayfare page. Pick another one.`;
  return null;
}
