import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { giftActions } from '@/stores/use-gift-store';
import { commerceKeys } from './commerce-keys';
import { commerceService } from './services';

export function myGiftsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: commerceKeys.gifts(uid),
    queryFn: async () => (await commerceService()).listMyGifts(uid),
  });
}

/** The gifts the user bought, mirrored into the Gift store's `gifts`. */
export function useMyGifts(uid: string | null) {
  const query = useQuery({ ...myGiftsQueryOptions(uid ?? ''), enabled: uid !== null });
  useEffect(() => {
    if (query.data) giftActions.giftsLoaded(query.data.map((gift) => ({ ...gift })));
  }, [query.data]);
  return query;
}

export function useRedeemGift() {
  return useMutation({
    mutationFn: async (code: string) => (await commerceService()).redeemGiftCode(code),
  });
}
