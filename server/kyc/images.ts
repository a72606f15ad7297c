import sharp from 'sharp';
import { Errcode, KYC_MAX_FILE_BYTES, type ErrcodeValue } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';

/** The longest side kept: enough to read an ID's print, and what the app resizes to before sending. */
export const KYC_MAX_SIDE = 1600;
/** Decoding refuses anything larger (a small file can claim a huge canvas: a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * The format the first bytes say, or null. Only these three: SVG (script), HEIC/AVIF, GIF, TIFF, PDF,
 * HTML, ZIP and everything else are refused before any decoder sees them.
 */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * The errcodes an upload is refused with: KYC's by default; feedback and avatars (server/feedback/,
 * server/account/) pass their own, so the player reads a message about what they were doing.
 */
export interface UploadRefusals {
  fileType: ErrcodeValue;
  fileTooLarge: ErrcodeValue;
}
const KYC_REFUSALS: UploadRefusals = { fileType: Errcode.kycFileType, fileTooLarge: Errcode.kycFileTooLarge };

/** The base64 the contract let through, as bytes, within the size limit. */
export function decodeUpload(base64: string, refusals: UploadRefusals = KYC_REFUSALS): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > KYC_MAX_FILE_BYTES) {
    throw new ApiError(refusals.fileTooLarge, { field: 'image', params: { maxMb: KYC_MAX_FILE_BYTES / (1024 * 1024) } });
  }
  return bytes;
}

export interface StoredImage {
  bytes: Buffer;
  mime: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Checks the magic bytes, decodes with the decoder of that format only (a PNG header over something
 * else fails to decode), and re-encodes as a fresh JPEG: at most KYC_MAX_SIDE a side, turned upright
 * by its EXIF orientation, with no metadata (EXIF, GPS, ICC comments) and nothing appended (a
 * polyglot's trailing ZIP or HTML is not in the pixels, so it is gone). `square`: cropped and resized
 * to that many pixels a side (avatars).
 */
export async function reencode(bytes: Buffer, options: { refusals?: UploadRefusals; square?: number } = {}): Promise<StoredImage> {
  const fileType = (options.refusals ?? KYC_REFUSALS).fileType;
  const refused = () => new ApiError(fileType, { field: 'image' });
  const format = sniffFormat(bytes);
  if (!format) throw refused();
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
    const meta = await image.metadata();
    if (meta.format !== format || (meta.pages ?? 1) > 1) throw refused();
    const { data, info } = await image
      .rotate()
      // An avatar (options.square) is cropped to its centre square; everything else is only fitted inside.
      .resize(...(options.square ? ([options.square, options.square, { fit: 'cover' }] as const) : ([KYC_MAX_SIDE, KYC_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }] as const)))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: 'image/jpeg', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // libvips' own messages (corrupt data, pixel limit) are not the player's business: the file is refused.
    throw refused();
  }
}
