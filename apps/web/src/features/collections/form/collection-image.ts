import type { Area } from 'react-easy-crop';
import {
  COLLECTION_IMAGE_MAX_BYTES,
  COLLECTION_IMAGE_QUALITY,
  COLLECTION_IMAGE_TYPES,
  COLLECTION_IMAGE_WIDTH,
  COLLECTION_MESSAGES,
} from '@huddle/domain/collection-schemas';
import { cropToCanvas } from '../../../lib/crop-to-canvas';

/** Spec §5: an image type of the list, at most 15 MB; the server checks the content again. */
export function imageProblem(file: File): string | null {
  if (!(COLLECTION_IMAGE_TYPES as readonly string[]).includes(file.type)) return COLLECTION_MESSAGES.imageType;
  if (file.size > COLLECTION_IMAGE_MAX_BYTES) return COLLECTION_MESSAGES.imageTooLarge;
  return null;
}

export interface CroppedImage {
  dataUrl: string;
  dimensions: { width: number; height: number };
}

/** Cuts `area` out of the image and scales it to 1024 px wide, as a JPEG of quality 0.7 (spec §5). */
export async function cropToDataUrl(src: string, area: Area): Promise<CroppedImage> {
  const canvas = await cropToCanvas(src, area, {
    width: COLLECTION_IMAGE_WIDTH,
    height: Math.round((COLLECTION_IMAGE_WIDTH * area.height) / area.width),
    background: '#ffffff',
  });
  if (!canvas) throw new Error(COLLECTION_MESSAGES.imageFailed);
  return {
    dataUrl: canvas.toDataURL('image/jpeg', COLLECTION_IMAGE_QUALITY),
    dimensions: { width: canvas.width, height: canvas.height },
  };
}
