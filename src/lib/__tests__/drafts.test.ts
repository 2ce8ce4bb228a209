import { act, renderHook } from '@testing-library/react';
import { useDraft } from '../drafts';

interface TripForm {
  destination: string;
  days: number;
  withKids: boolean;
}

const empty: TripForm = { destination: '', days: 3, withKids: false };

function renderDraft<T>(key: string, initial: T) {
  return renderHook(() => useDraft(key, initial));
}

describe('useDraft', () => {
  it('starts from the initial value when nothing was typed before', () => {
    const { result } = renderDraft('plan-form', empty);
    expect(result.current[0]).toEqual(empty);
  });

  it('keeps what was typed across an unmount and remount, as after a reload', () => {
    const first = renderDraft('plan-form', empty);
    act(() => first.result.current[1]({ destination: 'Lisbon', days: 5, withKids: true }));
    expect(first.result.current[0]).toEqual({ destination: 'Lisbon', days: 5, withKids: true });
    first.unmount();

    const second = renderDraft('plan-form', empty);
    expect(second.result.current[0]).toEqual({ destination: 'Lisbon', days: 5, withKids: true });
  });

  it('keeps plain string drafts too', () => {
    const first = renderDraft('assistant-message', '');
    act(() => first.result.current[1]('Add a day in Sintra'));
    first.unmount();
    expect(renderDraft('assistant-message', '').result.current[0]).toBe('Add a day in Sintra');
  });

  it('keeps drafts under different keys apart', () => {
    const plan = renderDraft('plan-form', empty);
    act(() => plan.result.current[1]({ ...empty, destination: 'Porto' }));
    plan.unmount();
    expect(renderDraft('quote-form', empty).result.current[0]).toEqual(empty);
  });

  it('clear puts the form back to its initial value, also after a remount', () => {
    const first = renderDraft('plan-form', empty);
    act(() => first.result.current[1]({ destination: 'Lisbon', days: 5, withKids: true }));
    act(() => first.result.current[2]());
    expect(first.result.current[0]).toEqual(empty);
    first.unmount();

    expect(renderDraft('plan-form', empty).result.current[0]).toEqual(empty);
    expect(sessionStorage.getItem('wayfare:draft:plan-form')).toBeNull();
  });

  it.each([
    ['a field of the wrong type', JSON.stringify({ destination: 'Lisbon', days: 'five', withKids: false })],
    ['a missing field', JSON.stringify({ destination: 'Lisbon', days: 5 })],
    ['an array instead of an object', JSON.stringify(['Lisbon', 5, true])],
    ['a string instead of an object', JSON.stringify('Lisbon')],
    ['null', 'null'],
    ['text that is not JSON', '{destination: Lisbon'],
  ])('ignores a stored draft with %s', (_label, stored) => {
    sessionStorage.setItem('wayfare:draft:plan-form', stored);
    const { result } = renderDraft('plan-form', empty);
    expect(result.current[0]).toEqual(empty);
  });

  it('ignores a stored object when the draft is a string', () => {
    sessionStorage.setItem('wayfare:draft:assistant-message', JSON.stringify({ text: 'hi' }));
    expect(renderDraft('assistant-message', '').result.current[0]).toBe('');
  });
});
