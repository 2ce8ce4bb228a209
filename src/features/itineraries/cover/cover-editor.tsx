import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/field';
import type { StorageAvailability } from '@/services/firebase/storage';
import { itinerariesApi } from '../api/service';
import { coverFileProblem, resizeCover } from './cover-image';

export interface CoverEditorProps {
  itineraryId: string;
  /** The cover shown now, if any. */
  current: string | null;
  /** Whether uploads can work here (the accounts feature's storage check); null while that is being asked. */
  storage: StorageAvailability | null;
  /** Seams for tests: where uploads go and how the cover is set. */
  upload?: (itineraryId: string, image: Blob, contentType: string) => Promise<string>;
  save?: (itineraryId: string, src: string | null) => Promise<void>;
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

const uploadFailure = (cause: Error) =>
  cause.message ? `The cover could not be uploaded. ${cause.message}` : 'The cover could not be uploaded. Check your connection and try again.';

/**
 * The creator picks a cover: images only, at most 5 MB (said at the field
 * otherwise); it is shrunk to 1600 px wide in the browser, uploaded, and set
 * on the trip. Where file storage is not running, the editor says so.
 */
function CoverEditor({ itineraryId, current, storage, upload = defaultUpload, save = defaultSave, resize = resizeCover }: CoverEditorProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  // The trip shows the new cover from its own live copy; the save reaches the server when it can.
  const setCover = useMutation({ mutationFn: (src: string | null) => save(itineraryId, src) });
  const uploadCover = useMutation({
    mutationFn: async (file: File) => {
      setStatus('Preparing the image…');
      const resized = await resize(file);
      setStatus('Uploading the cover…');
      return upload(itineraryId, resized.blob, resized.type);
    },
    onSuccess: (src) => {
      setStatus('Cover updated.');
      setCover.mutate(src);
    },
    onError: () => setStatus(''),
  });

  const unavailable = storage !== null && !storage.available ? storage.reason : null;
  const error =
    problem ??
    (uploadCover.error ? uploadFailure(uploadCover.error) : null) ??
    (setCover.isError
      ? setCover.variables === null
        ? 'The cover could not be removed. Try again.'
        : 'The cover was uploaded but could not be set on the trip. Try again.'
      : null);

  const onFile = (file: File | undefined) => {
    if (!file || uploadCover.isPending) return;
    const found = coverFileProblem(file);
    setProblem(found);
    setStatus('');
    uploadCover.reset();
    setCover.reset();
    if (!found) uploadCover.mutate(file);
  };

  return (
    <div className="cover-editor" aria-busy={uploadCover.isPending || undefined}>
      <Field
        label="Cover image"
        hint={unavailable ?? 'A JPEG, PNG or WebP photo of at most 5 MB. Large photos are shrunk to 1600 pixels wide.'}
        error={error}
        status={status}
        live
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            disabled={unavailable !== null || uploadCover.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              onFile(file);
            }}
          />
        )}
      </Field>
      {current && !unavailable ? (
        <button
          type="button"
          className="button button--small button--quiet"
          disabled={uploadCover.isPending}
          onClick={() => {
            setProblem(null);
            uploadCover.reset();
            setStatus('Cover removed.');
            setCover.mutate(null);
          }}
        >
          Remove cover
        </button>
      ) : null}
    </div>
  );
}

export default CoverEditor;
