import { useEffect, useState } from 'react';
import { checkStorageAvailable, type StorageAvailability } from '@/services/firebase/storage';

/** Whether photo uploads can work here; null while that is being asked. */
export function useStorageAvailability(): StorageAvailability | null {
  const [availability, setAvailability] = useState<StorageAvailability | null>(null);
  useEffect(() => {
    let live = true;
    void checkStorageAvailable().then((result) => {
      if (live) setAvailability(result);
    });
    return () => {
      live = false;
    };
  }, []);
  return availability;
}
