import sharp from 'sharp';
import { AppError } from './errors.ts';

export const IMAGE_MESSAGE = 'You must upload an image file.';
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/** Checks the bytes (not the name or the declared type) and re-encodes, which also drops metadata. */
export async function normalizeImage(
  data: Buffer,
  size: { width: number; height: number; fit?: 'cover' | 'inside' },
  field = 'avatar',
) {
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('validation', IMAGE_MESSAGE, { [field]: [IMAGE_MESSAGE] });
  return sharp(data)
    .rotate()
    .resize({ width: size.width, height: size.height, fit: size.fit ?? 'cover', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
}
