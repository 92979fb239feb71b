import {
  COLLECTION_IMAGE_MAX_BYTES,
  COLLECTION_IMAGE_QUALITY,
  COLLECTION_IMAGE_WIDTH,
  COLLECTION_MESSAGES,
} from '@huddle/domain/collection-schemas';
import { AppError } from '../../lib/errors.ts';
import { openImage } from '../../lib/images.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
const invalid = (message: string) => new AppError('validation', message, { collectionImage: [message] });

/**
 * Spec §5: the cropped image arrives as a data URL (ADR 21). Its bytes, not its declared type, must be an image; it
 * is stored 1024 px wide at 16:9 as a JPEG of quality 0.7, which also drops its metadata.
 */
export async function collectionImageFrom(dataUrl: string): Promise<Buffer> {
  const match = /^data:[\w/+.-]*(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw invalid(COLLECTION_MESSAGES.imageType);
  const data = Buffer.from(match[2]!, 'base64');
  if (data.length > COLLECTION_IMAGE_MAX_BYTES) throw invalid(COLLECTION_MESSAGES.imageTooLarge);
  const image = await openImage(data, ACCEPTED);
  if (!image) throw invalid(COLLECTION_MESSAGES.imageType);
  try {
    return await image
      .rotate()
      .resize({ width: COLLECTION_IMAGE_WIDTH, height: Math.round((COLLECTION_IMAGE_WIDTH * 9) / 16), fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(COLLECTION_IMAGE_QUALITY * 100) })
      .toBuffer();
  } catch {
    throw invalid(COLLECTION_MESSAGES.imageFailed);
  }
}
