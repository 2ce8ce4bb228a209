import { toAppError } from '../errors';
import { checkStorageAvailable, getStorageInstance, type StorageAvailability } from '../storage';

export { checkStorageAvailable, type StorageAvailability };

/**
 * Uploads an agency's logo under the agent's own folder (`users/{uid}/`,
 * storage.rules: the owner, images other than SVG, under 5 MiB) and resolves
 * with its download URL, which goes into the card's `logoPath`.
 */
export async function uploadAgencyLogo(uid: string, image: Blob, contentType: string): Promise<string> {
  try {
    const [storage, sdk] = await Promise.all([getStorageInstance(), import('firebase/storage')]);
    const extension = contentType === 'image/webp' ? 'webp' : contentType === 'image/png' ? 'png' : 'jpg';
    const target = sdk.ref(storage, `users/${uid}/agency-logo/logo-${Date.now()}.${extension}`);
    await sdk.uploadBytes(target, image, { contentType, cacheControl: 'public, max-age=31536000' });
    return await sdk.getDownloadURL(target);
  } catch (error) {
    throw toAppError(error);
  }
}
