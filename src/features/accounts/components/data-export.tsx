import { useMutation } from '@tanstack/react-query';
import { exportMyData } from '../api/users';
import { errorMessage } from '../lib/error-message';
import { FormStatus } from './form-status';
import { RequestButton } from './request-form';

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
  const exportData = useMutation({
    mutationFn: () => exportMyData(uid),
    onSuccess: (data) => downloadJson(data, exportFileName(username)),
  });
  const busy = exportData.isPending;
  const status = busy ? 'Gathering your data…' : exportData.isSuccess ? `Your data is downloading as ${exportFileName(username)}.` : '';
  const error = exportData.isError
    ? errorMessage(exportData.error, 'We could not gather your data. Check your connection and try again.')
    : null;

  return (
    <section className="card" aria-labelledby="export-title">
      <h2 id="export-title">Your data</h2>
      <p>Download your profile, preferences, trips and follow lists as one JSON file.</p>
      <RequestButton busy={busy} error={error} onPress={() => exportData.mutate()} className="button button--quiet">
        Download my data
      </RequestButton>
      <FormStatus>{status}</FormStatus>
    </section>
  );
}
