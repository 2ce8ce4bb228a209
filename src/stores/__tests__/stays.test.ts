import { act, renderHook } from '@testing-library/react';
import { getStaysState, staysActions, useStays } from '@/stores/use-stays-store';

const first = { id: 'a', name: 'First', price: 120, currency: 'EUR' };
const second = { id: 'b', name: 'Second', price: 90, currency: 'EUR' };

describe('stays store', () => {
  it('starts empty', () => {
    expect(getStaysState()).toEqual({ stays: [] });
  });

  it('merges an update into the record with that id, keeping its other fields', () => {
    staysActions.staysLoaded([first, second]);
    const untouched = getStaysState().stays[1];
    staysActions.stayUpdated('a', { price: 150 });
    expect(getStaysState().stays).toEqual([{ ...first, price: 150 }, second]);
    expect(getStaysState().stays[1]).toBe(untouched);
  });

  it('changes nothing for an unknown id', () => {
    staysActions.staysLoaded([first, second]);
    const before = getStaysState().stays;
    staysActions.stayUpdated('zzz', { price: 1 });
    expect(getStaysState().stays).toBe(before);
  });

  it('adds (replacing a same-id record), removes by id and clears', () => {
    staysActions.stayAdded(first);
    staysActions.stayAdded(second);
    staysActions.stayAdded({ id: 'a', name: 'First, again' });
    expect(getStaysState().stays).toEqual([{ id: 'a', name: 'First, again' }, second]);
    staysActions.stayRemoved('a');
    expect(getStaysState().stays).toEqual([second]);
    staysActions.staysCleared();
    expect(getStaysState().stays).toEqual([]);
  });

  it('gives components the list', () => {
    const { result } = renderHook(() => useStays());
    act(() => staysActions.staysLoaded([first]));
    expect(result.current).toEqual([first]);
  });
});
