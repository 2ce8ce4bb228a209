import { useEffect, useId, useState } from 'react';
import { checkStorageAvailable, type StorageAvailability } from '@/services/firebase/storage';
import { itinerariesApi } from '../api/service';
import { coverFileProblem, resizeCover } from './cover-image';

export interface CoverEditorProps {
  itineraryId: string;
  /** The cover shown now, if any. */
  current: string | null;
  /** Seams for tests: where uploads go and whether they can. */
  upload?: (itineraryId: string, image: Blob, contentType: string) => Promise<string>;
  save?: (itineraryId: string, src: string | null) => Promise<void>;
  availability?: () => Promise<StorageAvailability>;
  resize?: typeof resizeCover;
}

const defaultUpload = async (itineraryId: string, image: Blob, contentType: string) => {
  const { uploadItineraryCover } = await import('@/services/firebase/itinerary-cover');
  return uploadItineraryCover(itineraryId, image, contentType);
};

const defaultSave = async (itineraryId: string, src: string | null) => {
  const api = await itinerariesApi();
  await api.updateItinerary(itineraryId, { itineraryImageSrc: src });
};

/**
 * The creator picks a cover: images only, at most 5 MB (said at the field
 * otherwise); it is shrunk to 1600 px wide in the browser, uploaded, and set
 * on the trip. Where file storage is not running, the editor says so.
 */
function CoverEditor({
  itineraryId,
  current,
  upload = defaultUpload,
  save = defaultSave,
  availability = checkStorageAvailable,
  resize = resizeCover,
}: CoverEditorProps) {
  const inputId = useId();
  const [storage, setStorage] = useState<StorageAvailability | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void availability().then((result) => {
      if (live) setStorage(result);
    });
    return () => {
      live = false;
    };
  }, [availability]);

  const unavailable = storage !== null && !storage.available ? storage.reason : null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = coverFileProblem(file);
    setError(problem);
    setStatus('');
    if (problem) return;
    setBusy(true);
    setStatus('Preparing the image…');
    try {
      const resized = await resize(file);
      setStatus('Uploading the cover…');
      const src = await upload(itineraryId, resized.blob, resized.type);
      // The trip shows the new cover from its own live copy; the save reaches the server when it can.
      save(itineraryId, src).catch(() => setError('The cover was uploaded but could not be set on the trip. Try again.'));
      setStatus('Cover updated.');
    } catch (cause) {
      setStatus('');
      setError(
        cause instanceof Error && cause.message
          ? `The cover could not be uploaded. ${cause.message}`
          : 'The cover could not be uploaded. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [`${inputId}-hint`, error ? `${inputId}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="cover-editor">
      <label className="cover-editor__label" htmlFor={inputId}>
        Cover image
      </label>
      <p id={`${inputId}-hint`} className="cover-editor__hint">
        {unavailable ?? 'A JPEG, PNG or WebP photo of at most 5 MB. Large photos are shrunk to 1600 pixels wide.'}
      </p>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={unavailable !== null || busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void onFile(file);
        }}
      />
      {error ? (
        <p id={`${inputId}-error`} className="cover-editor__error">
          {error}
        </p>
      ) : null}
      <p role="status" className="cover-editor__status">
        {status}
      </p>
      {current && !unavailable ? (
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={() => {
            setError(null);
            setStatus('Cover removed.');
            save(itineraryId, null).catch(() => setError('The cover could not be removed. Try again.'));
          }}
        >
          Remove cover
        </button>
      ) : null}
    </div>
  );
}

export default CoverEditor;
