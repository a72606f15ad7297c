/** The longest side sent: the server keeps at most this too (server/kyc/images.ts). */
export const MAX_SIDE = 1600;
const QUALITY = 0.85;

/** The size a photo is drawn at: at most MAX_SIDE a side, never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A camera photo (often 4000 px and 3–6 MB) redrawn on the device as a JPEG of at most 1600 px at
 * quality 0.85: a few hundred KB to upload over mobile data, upright (the EXIF orientation applied
 * by createImageBitmap) and with no EXIF or location, since a canvas carries none. Answers base64.
 * Shared by KYC photos, feedback pictures and avatars (which ask for a smaller `maxSide`).
 */
export async function resizeForUpload(file: Blob, maxSide = MAX_SIDE): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    if (!blob) throw new Error('canvas gave no JPEG');
    return toBase64(new Uint8Array(await blob.arrayBuffer()));
  } finally {
    bitmap.close();
  }
}

/** Bytes as base64, in chunks (String.fromCharCode of a whole photo would overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
