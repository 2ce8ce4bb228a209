/**
 * How the operations modules read one document: through a converter that
 * parses it with the domain's schema, once or live, with a missing document
 * read as null. Loaded only with the operations modules (it imports the
 * Firestore SDK).
 */
import {
  getDoc,
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type Unsubscribe,
} from 'firebase/firestore';
import { toAppError, withAppError, type AppError } from '../errors';

/** Pending server timestamps read as their local estimate, so a document just written is not "malformed". */
export const estimate = { serverTimestamps: 'estimate' } as const;

/**
 * A converter whose fromFirestore parses with `parse` (timestamps as `estimate`
 * unless the read asks otherwise) and whose toFirestore keeps the stored keys
 * only: the app-side keys `clientOnly` (the id, server-stamped times) are dropped.
 */
export function parsingConverter<T>(
  parse: (data: DocumentData, path: string, id: string) => T,
  clientOnly: readonly string[],
): FirestoreDataConverter<T> {
  return {
    toFirestore(value: PartialWithFieldValue<T>): DocumentData {
      const fields: DocumentData = { ...(value as DocumentData) };
      for (const key of clientOnly) delete fields[key];
      return fields;
    },
    fromFirestore(snapshot, options) {
      const data = snapshot.data({ serverTimestamps: options?.serverTimestamps ?? estimate.serverTimestamps });
      return parse(data, snapshot.ref.path, snapshot.id);
    },
  };
}

export interface ReadOptions {
  /** A read the rules refuse (a draft, someone else's document) counts as missing. */
  deniedAsMissing?: boolean;
}

const isDenied = (error: AppError, options: ReadOptions) => options.deniedAsMissing === true && error.kind === 'permission-denied';

/** The document, parsed by `parse`; null when it does not exist. Failures are AppErrors. */
export function getDocumentOps<T>(
  ref: DocumentReference,
  parse: (snapshot: DocumentSnapshot) => T,
  options: ReadOptions = {},
): Promise<T | null> {
  return withAppError(async () => {
    try {
      const snapshot = await getDoc(ref);
      return snapshot.exists() ? parse(snapshot) : null;
    } catch (error) {
      if (isDenied(toAppError(error), options)) return null;
      throw error;
    }
  });
}

/** The document, live and parsed by `parse`: onNext(null) while it does not exist; a malformed one reaches onError. */
export function subscribeDocumentOps<T>(
  ref: DocumentReference,
  parse: (snapshot: DocumentSnapshot) => T,
  onNext: (value: T | null) => void,
  onError: (error: AppError) => void,
  options: ReadOptions = {},
): Unsubscribe {
  return onSnapshot(
    ref,
    (snapshot) => {
      try {
        onNext(snapshot.exists() ? parse(snapshot) : null);
      } catch (error) {
        onError(toAppError(error));
      }
    },
    (error) => {
      const appError = toAppError(error);
      if (isDenied(appError, options)) onNext(null);
      else onError(appError);
    },
  );
}
