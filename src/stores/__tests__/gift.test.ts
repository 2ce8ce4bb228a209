import { act, renderHook } from '@testing-library/react';
import { getGiftState, giftActions, useGifts } from '@/stores/use-gift-store';

describe('gift store', () => {
  it('starts with no gifts', () => {
    expect(getGiftState()).toEqual({ gifts: [] });
  });

  it('loads gifts and adds one, replacing a gift with the same id', () => {
    giftActions.giftsLoaded([{ id: 'g1', status: 'sent' }]);
    giftActions.giftAdded({ id: 'g2', status: 'sent' });
    giftActions.giftAdded({ id: 'g1', status: 'redeemed' });
    expect(getGiftState().gifts).toEqual([
      { id: 'g1', status: 'redeemed' },
      { id: 'g2', status: 'sent' },
    ]);
  });

  it('gives components the gifts', () => {
    const { result } = renderHook(() => useGifts());
    act(() => giftActions.giftsLoaded([{ id: 'g1' }]));
    expect(result.current).toEqual([{ id: 'g1' }]);
  });
});
