import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { commerceKeys } from './commerce-keys';
import { commerceApi } from './service';

export function myGiftsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: commerceKeys.gifts(uid),
    queryFn: async () => (await commerceApi()).listMyGifts(uid),
  });
}

/** The gifts the user bought. */
export function useMyGifts(uid: string | null) {
  return useQuery({ ...myGiftsQueryOptions(uid ?? ''), enabled: uid !== null });
}

export function useRedeemGift() {
  return useMutation({
    mutationFn: async (code: string) => (await commerceApi()).redeemGiftCode(code),
  });
}
