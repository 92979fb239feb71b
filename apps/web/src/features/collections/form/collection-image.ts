import type { Area } from 'react-easy-crop';
import {
  COLLECTION_IMAGE_MAX_BYTES,
  COLLECTION_IMAGE_QUALITY,
  COLLECTION_IMAGE_TYPES,
  COLLECTION_IMAGE_WIDTH,
  COLLECTION_MESSAGES,
} from '@huddle/domain/collection-schemas';

/** Spec §5: an image type of the list, at most 15 MB; the server checks the content again. */
export function imageProblem(file: File): string | null {
  if (!(COLLECTION_IMAGE_TYPES as readonly string[]).includes(file.type)) return COLLECTION_MESSAGES.imageType;
  if (file.size > COLLECTION_IMAGE_MAX_BYTES) return COLLECTION_MESSAGES.imageTooLarge;
  return null;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(COLLECTION_MESSAGES.imageFailed));
    image.src = src;
  });
}

export interface CroppedImage {
  dataUrl: string;
  dimensions: { width: number; height: number };
}

/** Cuts `area` out of the image and scales it to 1024 px wide, as a JPEG of quality 0.7 (spec §5). */
export async function cropToDataUrl(src: string, area: Area): Promise<CroppedImage> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = COLLECTION_IMAGE_WIDTH;
  canvas.height = Math.round((COLLECTION_IMAGE_WIDTH * area.height) / area.width);
  const context = canvas.getContext('2d');
  if (!context) throw new Error(COLLECTION_MESSAGES.imageFailed);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return {
    dataUrl: canvas.toDataURL('image/jpeg', COLLECTION_IMAGE_QUALITY),
    dimensions: { width: canvas.width, height: canvas.height },
  };
}
