import { resolveStage } from '../stage';

describe('resolveStage', () => {
  it('picks the production backend only for the exact value "production"', () => {
    expect(resolveStage('production')).toBe('production');
  });

  it('picks the staging backend only for the exact value "staging"', () => {
    expect(resolveStage('staging')).toBe('staging');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['"testing"', 'testing'],
    ['"Production" (wrong case)', 'Production'],
    ['"prod" (abbreviation)', 'prod'],
    ['"STAGING" (wrong case)', 'STAGING'],
    ['" production" (padded)', ' production'],
    ['"development"', 'development'],
  ])('falls back to the testing backend for %s', (_label, value) => {
    expect(resolveStage(value)).toBe('testing');
  });
});
