/** Checking and shrinking a cover image in the browser before it is uploaded. */

export const MAX_COVER_BYTES = 5 * 1024 * 1024;
export const MAX_COVER_WIDTH = 1600;

/** Why a file cannot be a cover, in words for the field; null when it can. */
export function coverFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  if (!file.type.startsWith('image/')) return `“${file.name}” is not an image. Pick a JPEG, PNG or WebP photo.`;
  if (file.type === 'image/svg+xml') return 'SVG images cannot be used as covers. Pick a JPEG, PNG or WebP photo.';
  if (file.size > MAX_COVER_BYTES) {
    const mb = (file.size / (1024 * 1024)).toFixed(1);
    return `This image is ${mb} MB; covers can be at most 5 MB. Pick a smaller one.`;
  }
  return null;
}

/** The size an image is drawn at: at most `maxWidth` wide, proportions kept, never enlarged. */
export function fitWidth(width: number, height: number, maxWidth: number = MAX_COVER_WIDTH): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** Draws the image at most 1600 px wide and encodes it as WebP (JPEG where WebP cannot be written). */
export async function resizeCover(file: Blob): Promise<{ blob: Blob; type: string; width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = fitWidth(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare the image.');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const webp = await toBlob(canvas, 'image/webp', 0.85);
  if (webp && webp.type === 'image/webp') return { blob: webp, type: 'image/webp', ...size };
  const jpeg = await toBlob(canvas, 'image/jpeg', 0.85);
  if (!jpeg) throw new Error('This browser cannot prepare the image.');
  return { blob: jpeg, type: 'image/jpeg', ...size };
}
