/**
 * Whether photo uploads can work here: the file storage check, asked once per
 * session (the answer does not change while the app runs).
 */
import { queryOptions } from '@tanstack/react-query';
import { checkStorageAvailable } from '@/services/firebase/storage';
import { accountKeys } from './account-keys';

export type { StorageAvailability } from '@/services/firebase/storage';

export function storageAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.storageAvailability(),
    queryFn: () => checkStorageAvailable(),
    staleTime: Infinity,
  });
}
