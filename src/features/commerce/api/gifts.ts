import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { commerceKeys } from './commerce-keys';
import { commerceService } from './services';

export function myGiftsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: commerceKeys.gifts(uid),
    queryFn: async () => (await commerceService()).listMyGifts(uid),
  });
}

/** The gifts the user bought. */
export function useMyGifts(uid: string | null) {
  return useQuery({ ...myGiftsQueryOptions(uid ?? ''), enabled: uid !== null });
}

export function useRedeemGift() {
  return useMutation({
    mutationFn: async (code: string) => (await commerceService()).redeemGiftCode(code),
  });
}
