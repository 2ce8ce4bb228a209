import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, literalPercents, nestedDeeperThan } from '../body-errors';

/** `[[[…]]]` nested `depth` arrays deep, inside `{ data: { n: … } }` as a callable's body. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i += 1) value = [value];
  return { data: { itineraryId: 'kyoto-gardens-guide', n: value } };
}

describe('nestedDeeperThan', () => {
  it('lets through what the app and Stripe send', () => {
    const stripeEvent = { id: 'evt_1', data: { object: { id: 'cs_1', metadata: { uid: 'u' }, items: { data: [{ price: { recurring: { interval: 'month' } } }] } } } };
    expect(nestedDeeperThan(stripeEvent, MAX_BODY_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_BODY_DEPTH - 2), MAX_BODY_DEPTH)).toBe(false);
    expect(nestedDeeperThan('text', MAX_BODY_DEPTH)).toBe(false);
    expect(nestedDeeperThan(null, MAX_BODY_DEPTH)).toBe(false);
  });

  it('finds a body one level too deep, in arrays or objects', () => {
    expect(nestedDeeperThan(nested(MAX_BODY_DEPTH - 1), MAX_BODY_DEPTH)).toBe(true);
    let objects: unknown = {};
    for (let i = 0; i < MAX_BODY_DEPTH; i += 1) objects = { next: objects };
    expect(nestedDeeperThan(objects, MAX_BODY_DEPTH)).toBe(true);
  });

  it('reads a body nested 100,000 deep without overflowing its own stack', () => {
    expect(nestedDeeperThan(nested(100_000), MAX_BODY_DEPTH)).toBe(true);
  });
});

describe('literalPercents', () => {
  it('takes a malformed escape literally, segment by segment, and leaves the query alone', () => {
    expect(literalPercents('/%FF%FE')).toBe('/%25FF%25FE');
    expect(literalPercents('/%')).toBe('/%25');
    expect(literalPercents('/ana/%E0%A4%A?x=%')).toBe('/ana/%25E0%25A4%25A?x=%');
    expect(decodeURIComponent(literalPercents('/%FF%FE'))).toBe('/%FF%FE');
  });

  it('leaves a well-formed path as it is', () => {
    for (const url of ['/ana', '/trip/abc123', '/caf%C3%A9', '/%25', '/og/profile/ana.png?v=1']) expect(literalPercents(url)).toBe(url);
  });
});
