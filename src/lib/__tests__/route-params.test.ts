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

describe('isValidUsername', () => {
  it.each(['ana', 'ana.silva', 'joao_92', '007', 'a'.repeat(30), 'x.y'])('accepts %j', (name) => {
    expect(isValidUsername(name)).toBe(true);
  });

  it.each([
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
  ])('rejects a name with %s', (_label, name) => {
    expect(isValidUsername(name)).toBe(false);
  });

  it.each(TOP_LEVEL_ROUTE_WORDS)('rejects the route word %j, so it can never hide a screen', (word) => {
    expect(isValidUsername(word)).toBe(false);
  });

  it.each(['build', 'assets'])('rejects %j, a path the server uses for files', (word) => {
    expect(isValidUsername(word)).toBe(false);
  });
});

describe('isValidDocumentId', () => {
  it.each(['abcd', 'abcd1234', 'Xy3_9-zz', 'lisbon-food-and-fado', 'a'.repeat(64), 'k3J9dQ2mZp8sT1vW4xY6'])(
    'accepts %j',
    (id) => {
      expect(isValidDocumentId(id)).toBe(true);
    },
  );

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['a "!"', 'bad!id'],
    ['a space', 'abc def'],
    ['a slash', 'abc/def'],
    ['a dot', 'abc.def'],
    ['empty', ''],
    ['missing', undefined],
  ])('rejects an id with %s', (_label, id) => {
    expect(isValidDocumentId(id)).toBe(false);
  });
});

describe('isValidToken', () => {
  it.each(['a'.repeat(16), 'Zk3_9-qLmN0pR4sT8uVwXyAb', 'a'.repeat(128)])('accepts %j', (token) => {
    expect(isValidToken(token)).toBe(true);
  });

  it.each([
    ['too short to be unguessable', 'short'],
    ['15 characters', 'a'.repeat(15)],
    ['too long', 'a'.repeat(129)],
    ['a "+"', 'abcdefghijklmnop+'],
    ['an "="', 'abcdefghijklmnop='],
    ['empty', ''],
    ['missing', undefined],
  ])('rejects a token with %s', (_label, token) => {
    expect(isValidToken(token)).toBe(false);
  });
});

describe('isValidTheme', () => {
  it.each(['city-breaks', 'food', 'road-trips-2026', 'a-b-c-d-e-f'])('accepts %j', (theme) => {
    expect(isValidTheme(theme)).toBe(true);
  });

  it.each([
    ['capitals and an underscore', 'Bad_Theme'],
    ['a leading hyphen', '-food'],
    ['a trailing hyphen', 'food-'],
    ['a double hyphen', 'city--breaks'],
    ['more than six words', 'a-b-c-d-e-f-g'],
    ['a space', 'city breaks'],
    ['empty', ''],
    ['missing', undefined],
  ])('rejects a theme with %s', (_label, theme) => {
    expect(isValidTheme(theme)).toBe(false);
  });
});

describe('pageNotFound', () => {
  it('is a 404 "Page Not Found" response', () => {
    const response = pageNotFound();
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Page Not Found');
  });
});
