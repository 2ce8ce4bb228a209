import { act, renderHook } from '@testing-library/react';
import { getOptionsState, optionsActions, useOptions } from '@/stores/use-options-store';

const first = { id: 'a', name: 'First', price: 120, currency: 'EUR' };
const second = { id: 'b', name: 'Second', price: 90, currency: 'EUR' };

describe('options store', () => {
  it('starts empty', () => {
    expect(getOptionsState()).toEqual({ options: [] });
  });

  it('merges an update into the record with that id, keeping its other fields', () => {
    optionsActions.optionsLoaded([first, second]);
    const untouched = getOptionsState().options[1];
    optionsActions.optionUpdated('a', { price: 150 });
    expect(getOptionsState().options).toEqual([{ ...first, price: 150 }, second]);
    expect(getOptionsState().options[1]).toBe(untouched);
  });

  it('changes nothing for an unknown id', () => {
    optionsActions.optionsLoaded([first, second]);
    const before = getOptionsState().options;
    optionsActions.optionUpdated('zzz', { price: 1 });
    expect(getOptionsState().options).toBe(before);
  });

  it('adds (replacing a same-id record), removes by id and clears', () => {
    optionsActions.optionAdded(first);
    optionsActions.optionAdded(second);
    optionsActions.optionAdded({ id: 'a', name: 'First, again' });
    expect(getOptionsState().options).toEqual([{ id: 'a', name: 'First, again' }, second]);
    optionsActions.optionRemoved('a');
    expect(getOptionsState().options).toEqual([second]);
    optionsActions.optionsCleared();
    expect(getOptionsState().options).toEqual([]);
  });

  it('gives components the list', () => {
    const { result } = renderHook(() => useOptions());
    act(() => optionsActions.optionsLoaded([first]));
    expect(result.current).toEqual([first]);
  });
});
