import sharp, { type Sharp } from 'sharp';
import { AppError } from './errors.ts';

export const IMAGE_MESSAGE = 'You must upload an image file.';
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/**
 * Pixels an image may have (issue 31): 40 million, more than a phone's largest photo. A file of a few bytes can
 * declare billions (a decompression bomb); beyond this it is refused from its header, before anything is decoded.
 * sharp's own ceiling (268 million) would still let one request take gigabytes and seconds of CPU.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Bytes any image may have: the largest upload limit (the event cover's 20 MB), whatever the caller checked. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * The image in `data`, read only as far as its header: null unless its bytes (not its name or declared type) are
 * one of the `accepted` formats within the byte and pixel limits. The returned pipeline keeps the pixel limit.
 */
export async function openImage(data: Buffer, accepted: ReadonlySet<string>): Promise<Sharp | null> {
  if (data.length > MAX_IMAGE_BYTES) return null;
  const image = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const { format } = await image().metadata();
    return format && accepted.has(format) ? image() : null;
  } catch {
    // Not an image we can read, or over the pixel limit (sharp refuses it from the header).
    return null;
  }
}

/** Checks the bytes (not the name or the declared type) and re-encodes, which also drops metadata. */
export async function normalizeImage(
  data: Buffer,
  size: { width: number; height: number; fit?: 'cover' | 'inside' },
  field = 'avatar',
) {
  const refused = () => new AppError('validation', IMAGE_MESSAGE, { [field]: [IMAGE_MESSAGE] });
  const image = await openImage(data, ACCEPTED);
  if (!image) throw refused();
  try {
    return await image
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit ?? 'cover', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // A header that promised an image and a body that is not one (cut off, corrupt): the input's fault.
    throw refused();
  }
}
