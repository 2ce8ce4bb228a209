import { act, renderHook } from '@testing-library/react';
import { editingActions, getEditingState, useIsEditing } from '@/stores/use-editing-store';

describe('editing store', () => {
  it('starts out of edit mode', () => {
    expect(getEditingState()).toEqual({ isEditing: false });
  });

  it('toggles edit mode on and off', () => {
    editingActions.editingToggled();
    expect(getEditingState().isEditing).toBe(true);
    editingActions.editingToggled();
    expect(getEditingState().isEditing).toBe(false);
  });

  it('sets edit mode to a given value, whatever it was', () => {
    editingActions.editingSet(true);
    editingActions.editingSet(true);
    expect(getEditingState().isEditing).toBe(true);
    editingActions.editingSet(false);
    expect(getEditingState().isEditing).toBe(false);
  });

  it('re-renders a component reading the flag when it changes', () => {
    const { result } = renderHook(() => useIsEditing());
    expect(result.current).toBe(false);
    act(() => editingActions.editingToggled());
    expect(result.current).toBe(true);
  });
});
