import { PENDING_ACTION_MAX_AGE_MS, rememberPendingAction, takePendingAction, type PendingAction } from '../pending-action';

const isFollowOfAna = (action: PendingAction) => action.kind === 'follow' && action.targetId === 'anaRibeiro01';

beforeEach(() => sessionStorage.clear());

describe('an action asked for while signed out', () => {
  it('is taken once, by the page it belongs to', () => {
    rememberPendingAction({ kind: 'follow', targetId: 'anaRibeiro01' }, 1_000);
    expect(takePendingAction((action) => action.kind === 'clone', 2_000)).toBeNull();
    expect(takePendingAction(isFollowOfAna, 2_000)).toEqual({ kind: 'follow', targetId: 'anaRibeiro01', at: 1_000 });
    expect(takePendingAction(isFollowOfAna, 2_000)).toBeNull();
  });

  it('is dropped when it is older than 30 minutes', () => {
    rememberPendingAction({ kind: 'clone', itineraryId: 'trip1' }, 0);
    expect(takePendingAction(() => true, PENDING_ACTION_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores and removes what does not have its shape', () => {
    sessionStorage.setItem('wayfare:pending-action', '{"kind":"follow","targetId":42,"at":1}');
    expect(takePendingAction(() => true, 2)).toBeNull();
    sessionStorage.setItem('wayfare:pending-action', 'not json');
    expect(takePendingAction(() => true, 2)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('a later action replaces an earlier one', () => {
    rememberPendingAction({ kind: 'follow', targetId: 'anaRibeiro01' }, 1);
    rememberPendingAction({ kind: 'clone', itineraryId: 'trip1' }, 2);
    expect(takePendingAction(isFollowOfAna, 3)).toBeNull();
    expect(takePendingAction((action) => action.kind === 'clone', 3)).toMatchObject({ itineraryId: 'trip1' });
  });
});
