import { signInHref } from '../layout';

describe("the header's Sign in link", () => {
  it('comes back to the screen it was followed from', () => {
    expect(signInHref('/trip/abc', '')).toBe('/auth?next=%2Ftrip%2Fabc');
    expect(signInHref('/explore', '?city=lisbon')).toBe('/auth?next=%2Fexplore%3Fcity%3Dlisbon');
  });

  it('is plain /auth on the sign-in screen, never /auth?next=%2Fauth', () => {
    expect(signInHref('/auth', '')).toBe('/auth');
    expect(signInHref('/auth/phone', '')).toBe('/auth');
    expect(signInHref('/authors', '')).toBe('/auth?next=%2Fauthors');
  });

  it('keeps the next screen the sign-in screen already has', () => {
    expect(signInHref('/auth', '?next=%2Ftrips')).toBe('/auth?next=%2Ftrips');
    expect(signInHref('/auth/forgot-password', '?next=%2Fshop')).toBe('/auth?next=%2Fshop');
  });
});
