import { useEffect, useState } from 'react';
import { Screen } from '@/components/screen';
import { checkStorageAvailable, type StorageAvailability } from '@/services/firebase/storage';

/** Whether photo uploads can work here; says so plainly when they cannot. */
function UploadStatus() {
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
  if (!availability) return null;
  return (
    <section className="card" aria-labelledby="uploads-title">
      <h2 id="uploads-title">Photo uploads</h2>
      <p role="status">
        {availability.available
          ? 'Uploads are available: you can add a profile photo and trip covers.'
          : availability.reason}
      </p>
    </section>
  );
}

export default function AccountScreen() {
  return (
    <Screen title="Account" lead="Your sign-in details, preferences and data.">
      <UploadStatus />
    </Screen>
  );
}
