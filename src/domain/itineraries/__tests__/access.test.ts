import { ACCESS_CASES, ACCESS_FLAGS, ACCESS_ROLES, ACCESS_UIDS, caseItinerary, describeCase } from '../access-cases';
import { NO_ACCESS, itineraryAccess } from '../access';

describe('the access table', () => {
  it('has exactly one case for every role and every public/paid combination', () => {
    expect(ACCESS_CASES).toHaveLength(ACCESS_ROLES.length * ACCESS_FLAGS.length);
    const keys = new Set(ACCESS_CASES.map((c) => `${c.role}:${c.flags.public}:${c.flags.isPaidItinerary}`));
    expect(keys.size).toBe(ACCESS_CASES.length);
  });

  it.each(ACCESS_CASES.map((c) => [describeCase(c), c] as const))('%s', (_name, c) => {
    expect(itineraryAccess(caseItinerary(c.flags), ACCESS_UIDS[c.role])).toEqual(c.expected);
  });
});

describe('itineraryAccess', () => {
  const base = caseItinerary({ public: false, isPaidItinerary: false });

  it('grants nothing without an itinerary', () => {
    expect(itineraryAccess(null, 'caseCreator01')).toEqual(NO_ACCESS);
    expect(itineraryAccess(undefined, null)).toEqual(NO_ACCESS);
  });

  it('never treats a signed-out user as the agent of an itinerary without one', () => {
    const noAgent = { ...base, agentId: null, public: true };
    expect(itineraryAccess(noAgent, null).isUserCanEdit).toBe(false);
    expect(itineraryAccess(noAgent, '').isUserCanEdit).toBe(false);
  });

  it('treats an editor who is also still listed as pending as an editor, not as pending', () => {
    const both = { ...base, collaborators: { pending: ['caseAccepted01'], accepted: ['caseAccepted01'] } };
    expect(itineraryAccess(both, 'caseAccepted01')).toMatchObject({ isUserCanEdit: true, isPending: false });
  });

  it('reads missing collaborator lists as empty', () => {
    const broken = { ...base, collaborators: {} as never };
    expect(itineraryAccess(broken, 'caseStranger01')).toEqual(NO_ACCESS);
    expect(itineraryAccess(broken, 'caseCreator01').isCreator).toBe(true);
  });
});
