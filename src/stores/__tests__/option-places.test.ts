import { act, renderHook } from '@testing-library/react';
import {
  getOptionPlacesState,
  optionPlacesActions,
  useOptionPlaces,
} from '@/stores/use-option-places-store';

const first = { id: 'a', name: 'First', price: 120, currency: 'EUR' };
const second = { id: 'b', name: 'Second', price: 90, currency: 'EUR' };

describe('option places store', () => {
  it('starts empty', () => {
    expect(getOptionPlacesState()).toEqual({ optionPlaces: [] });
  });

  it('merges an update into the record with that id, keeping its other fields', () => {
    optionPlacesActions.optionPlacesLoaded([first, second]);
    const untouched = getOptionPlacesState().optionPlaces[1];
    optionPlacesActions.optionPlaceUpdated('a', { price: 150 });
    expect(getOptionPlacesState().optionPlaces).toEqual([{ ...first, price: 150 }, second]);
    expect(getOptionPlacesState().optionPlaces[1]).toBe(untouched);
  });

  it('changes nothing for an unknown id', () => {
    optionPlacesActions.optionPlacesLoaded([first, second]);
    const before = getOptionPlacesState().optionPlaces;
    optionPlacesActions.optionPlaceUpdated('zzz', { price: 1 });
    expect(getOptionPlacesState().optionPlaces).toBe(before);
  });

  it('adds (replacing a same-id record), removes by id and clears', () => {
    optionPlacesActions.optionPlaceAdded(first);
    optionPlacesActions.optionPlaceAdded(second);
    optionPlacesActions.optionPlaceAdded({ id: 'a', name: 'First, again' });
    expect(getOptionPlacesState().optionPlaces).toEqual([{ id: 'a', name: 'First, again' }, second]);
    optionPlacesActions.optionPlaceRemoved('a');
    expect(getOptionPlacesState().optionPlaces).toEqual([second]);
    optionPlacesActions.optionPlacesCleared();
    expect(getOptionPlacesState().optionPlaces).toEqual([]);
  });

  it('gives components the list', () => {
    const { result } = renderHook(() => useOptionPlaces());
    act(() => optionPlacesActions.optionPlacesLoaded([first]));
    expect(result.current).toEqual([first]);
  });
});
