import rules from '../../../firestore.rules?raw';
import { RESERVED_USERNAMES } from '../route-params';

/**
 * The route checks (client) and the username rules (server) keep one list of
 * reserved words in two languages; a word added to one and not the other
 * would let someone claim a name the router then treats as a page.
 */
describe('reserved usernames', () => {
  it('are the same in the router and in firestore.rules', () => {
    const body = /function isReservedUsername\(name\) \{\s*return name in \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    const inRules = [...body.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(inRules.length).toBeGreaterThan(0);
    expect([...inRules].sort()).toEqual([...RESERVED_USERNAMES].sort());
  });

  it('cover every top-level route of the app', () => {
    for (const word of ['account', 'auth', 'explore', 'trips', 'trip', 'terms-and-conditions', 'travel-personality']) {
      expect(RESERVED_USERNAMES.has(word)).toBe(true);
    }
  });
});
