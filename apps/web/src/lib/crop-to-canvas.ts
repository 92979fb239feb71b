import type { Area } from 'react-easy-crop';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

interface CanvasOptions {
  width: number;
  height: number;
  /** Painted under the image first: a transparent image saved as JPEG otherwise turns black there. */
  background?: string;
}

/**
 * Cuts `area` (pixels of the image at `src`) out onto a new canvas of the given size, for the banner and the
 * collection cover crops. Null where the browser cannot draw (no 2D canvas); rejects when the image cannot be read.
 */
export async function cropToCanvas(src: string, area: Area, options: CanvasOptions) {
  const canvas = document.createElement('canvas');
  canvas.width = options.width;
  canvas.height = options.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const image = await loadImage(src);
  if (options.background) {
    context.fillStyle = options.background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return canvas;
}
