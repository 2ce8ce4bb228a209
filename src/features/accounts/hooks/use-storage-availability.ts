import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../lib/error-message';
import { storageAvailabilityQueryOptions, type StorageAvailability } from '../api/storage';

/**
 * Whether photo uploads can work here; null while that is being asked. When
 * the check itself fails, uploads count as unavailable and the reason says why.
 */
export function useStorageAvailability(): StorageAvailability | null {
  const availability = useQuery(storageAvailabilityQueryOptions());
  if (availability.isError) {
    return { available: false, reason: errorMessage(availability.error, 'Uploads could not be checked. Reload the page to try again.') };
  }
  return availability.data ?? null;
}
