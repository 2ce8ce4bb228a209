import { useState } from 'react';
import { exportMyData } from '../api/users';
import { AppError } from '@/services/firebase/errors';
import { FormStatus } from './form-field';
import { ErrorMessage } from '@/components/error-message';

export function exportFileName(username: string): string {
  return `wayfare-${username}-data.json`;
}

/** Hands a JSON document to the browser as a file download. */
function downloadJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Download my data": everything the user owns, as one JSON file. */
export function DataExport({ uid, username }: { uid: string; username: string }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setError(null);
    setStatus('Gathering your data…');
    try {
      const data = await exportMyData(uid);
      const fileName = exportFileName(username);
      downloadJson(data, fileName);
      setStatus(`Your data is downloading as ${fileName}.`);
    } catch (caught) {
      setStatus('');
      setError(
        caught instanceof AppError ? caught.message : 'We could not gather your data. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="export-title">
      <h2 id="export-title">Your data</h2>
      <p>Download your profile, preferences, trips and follow lists as one JSON file.</p>
      <ErrorMessage>{error}</ErrorMessage>
      <button type="button" className="button button--quiet" aria-disabled={busy} onClick={download}>
        Download my data
      </button>
      <FormStatus>{status}</FormStatus>
    </section>
  );
}
