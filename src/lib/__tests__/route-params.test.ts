import { isValidDocumentId } from '../document-id';
import {
  isValidTheme,
  isValidToken,
  isValidUsername,
  pageNotFound,
} from '../route-params';

/** The first path word of every route of the app. */
const TOP_LEVEL_ROUTE_WORDS = [
  'account',
  'auth',
  'discovery',
  'explore',
  'gift',
  'home',
  'invitation',
  'organize',
  'payment-successful',
  'plan',
  'privacy',
  'profile',
  'proposals',
  'quiz',
  'quote',
  'redeem',
  'shop',
  'terms-and-conditions',
  'travel-personality',
  'trips',
  'trip',
];

/** Each route parameter's check: what it accepts, and what it rejects and why. */
const CHECKS: {
  name: string;
  check: (value: string | undefined) => boolean;
  /** How the rejected values are spoken of: "rejects a name with a space". */
  what: string;
  valid: string[];
  invalid: [reason: string, value: string | undefined][];
}[] = [
  {
    name: 'isValidUsername',
    check: isValidUsername,
    what: 'a name',
    valid: ['ana', 'ana.silva', 'joao_92', '007', 'a'.repeat(30), 'x.y'],
    invalid: [
      ['too short', 'an'],
      ['too long', 'a'.repeat(31)],
      ['capitals', 'Ana'],
      ['a space', 'ana silva'],
      ['a hyphen', 'ana-silva'],
      ['an @', '@ana'],
      ['accents', 'joão'],
      ['a slash', 'ana/x'],
      ['empty', ''],
      ['missing', undefined],
    ],
  },
  {
    name: 'isValidDocumentId',
    check: isValidDocumentId,
    what: 'an id',
    valid: ['abcd', 'abcd1234', 'Xy3_9-zz', 'lisbon-food-and-fado', 'a'.repeat(64), 'k3J9dQ2mZp8sT1vW4xY6'],
    invalid: [
      ['too short', 'abc'],
      ['too long', 'a'.repeat(65)],
      ['a "!"', 'bad!id'],
      ['a space', 'abc def'],
      ['a slash', 'abc/def'],
      ['a dot', 'abc.def'],
      ['empty', ''],
      ['missing', undefined],
    ],
  },
  {
    name: 'isValidToken',
    check: isValidToken,
    what: 'a token',
    valid: ['a'.repeat(16), 'Zk3_9-qLmN0pR4sT8uVwXyAb', 'a'.repeat(128)],
    invalid: [
      ['too short to be unguessable', 'short'],
      ['15 characters', 'a'.repeat(15)],
      ['too long', 'a'.repeat(129)],
      ['a "+"', 'abcdefghijklmnop+'],
      ['an "="', 'abcdefghijklmnop='],
      ['empty', ''],
      ['missing', undefined],
    ],
  },
  {
    name: 'isValidTheme',
    check: isValidTheme,
    what: 'a theme',
    valid: ['city-breaks', 'food', 'road-trips-2026', 'a-b-c-d-e-f'],
    invalid: [
      ['capitals and an underscore', 'Bad_Theme'],
      ['a leading hyphen', '-food'],
      ['a trailing hyphen', 'food-'],
      ['a double hyphen', 'city--breaks'],
      ['more than six words', 'a-b-c-d-e-f-g'],
      ['a space', 'city breaks'],
      ['empty', ''],
      ['missing', undefined],
    ],
  },
];

describe.each(CHECKS)('$name', ({ check, what, valid, invalid }) => {
  it.each(valid)('accepts %j', (value) => {
    expect(check(value)).toBe(true);
  });

  it.each(invalid)(`rejects ${what} with %s`, (_reason, value) => {
    expect(check(value)).toBe(false);
  });
});

describe('isValidUsername and the app\'s own paths', () => {
  it.each(TOP_LEVEL_ROUTE_WORDS)('rejects the route word %j, so it can never hide a screen', (word) => {
    expect(isValidUsername(word)).toBe(false);
  });

  it.each(['build', 'assets'])('rejects %j, a path the server uses for files', (word) => {
    expect(isValidUsername(word)).toBe(false);
  });
});

describe('pageNotFound', () => {
  it('is a 404 "Page Not Found" response', () => {
    const response = pageNotFound();
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Page Not Found');
  });
});
