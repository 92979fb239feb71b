import type { Area } from 'react-easy-crop';
import { cropToCanvas } from '../../../lib/crop-to-canvas';

/** The server stores banners at 1600×900 (docs/api-events.md), so a larger crop is scaled down to that. */
export const BANNER_WIDTH = 1600;
export const BANNER_ASPECT = 16 / 9;
const JPEG_QUALITY = 0.9;

/**
 * Cuts `area` (pixels of the original) out of the picked image as a JPEG file. Where the browser cannot draw
 * (no canvas), the original file is sent: the server fits it to 16:9 itself.
 */
export async function cropImage(file: File, src: string, area: Area | null): Promise<File> {
  if (!area || area.width <= 0 || area.height <= 0) return file;
  const scale = Math.min(1, BANNER_WIDTH / area.width);
  const size = { width: Math.round(area.width * scale), height: Math.round(area.height * scale) };
  const canvas = await cropToCanvas(src, area, size);
  if (!canvas) return file;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) return file;
  const name = `${file.name.replace(/\.[^.]+$/, '') || 'banner'}.jpg`;
  return new File([blob], name, { type: 'image/jpeg' });
}
