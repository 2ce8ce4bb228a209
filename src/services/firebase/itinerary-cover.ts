import { toAppError } from './errors';
import { getStorageInstance } from './storage';

/**
 * Uploads a trip's cover image to `itineraries/{id}/cover/` (storage.rules:
 * the itinerary's creator, images other than SVG, under 5 MiB) and resolves
 * with its download URL.
 */
export async function uploadItineraryCover(itineraryId: string, image: Blob, contentType: string): Promise<string> {
  try {
    const [storage, sdk] = await Promise.all([getStorageInstance(), import('firebase/storage')]);
    const extension = contentType === 'image/webp' ? 'webp' : contentType === 'image/png' ? 'png' : 'jpg';
    const target = sdk.ref(storage, `itineraries/${itineraryId}/cover/cover-${Date.now()}.${extension}`);
    await sdk.uploadBytes(target, image, { contentType, cacheControl: 'public, max-age=31536000' });
    return await sdk.getDownloadURL(target);
  } catch (error) {
    throw toAppError(error);
  }
}
