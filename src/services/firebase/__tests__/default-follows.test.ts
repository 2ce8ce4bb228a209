import { defaultFollowsFor } from '../collections/default-follows';

const DEFAULTS = ['uidAlpha001', 'uidBravo002'];

describe('defaultFollowsFor', () => {
  it('gives a new production user (no following list) the two default accounts', () => {
    expect(defaultFollowsFor('production', DEFAULTS, undefined)).toEqual(DEFAULTS);
    expect(defaultFollowsFor('production', DEFAULTS, null)).toEqual(DEFAULTS);
  });

  it('leaves a production user who already has a following list alone, even an empty one', () => {
    expect(defaultFollowsFor('production', DEFAULTS, ['someone01'])).toEqual([]);
    expect(defaultFollowsFor('production', DEFAULTS, [])).toEqual([]);
  });

  it('gives none in staging', () => {
    expect(defaultFollowsFor('staging', DEFAULTS, undefined)).toEqual([]);
  });

  it('gives none in testing', () => {
    expect(defaultFollowsFor('testing', DEFAULTS, undefined)).toEqual([]);
  });

  it('never gives more than two accounts, nor the same one twice, nor blanks', () => {
    expect(defaultFollowsFor('production', ['a1', ' ', 'a1', 'b2', 'c3'], undefined)).toEqual(['a1', 'b2']);
  });

  it('returns a new list the caller may change', () => {
    const first = defaultFollowsFor('production', DEFAULTS, undefined);
    first.push('x');
    expect(defaultFollowsFor('production', DEFAULTS, undefined)).toEqual(DEFAULTS);
  });
});
