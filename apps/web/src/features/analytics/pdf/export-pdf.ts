import { PDF_EXPORT } from '@huddle/domain/analytics';

const A4 = { width: 210, height: 297 };

/**
 * The analytics report as an A4 portrait PDF (spec §9: 10 mm margin, 700 ms delay before rendering, scale 3), made
 * in the browser: jspdf and html2canvas load only now, so no other page carries them and no server needs a browser.
 * A report taller than a page is cut into as many pages as it needs.
 */
export async function exportElementToPdf(element: HTMLElement, fileName: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, PDF_EXPORT.delayMs));
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas')]);
  const canvas = await html2canvas(element, { scale: PDF_EXPORT.scale, backgroundColor: '#ffffff', logging: false });
  const pdf = new jsPDF({ orientation: PDF_EXPORT.orientation, unit: 'mm', format: PDF_EXPORT.format });
  const margin = PDF_EXPORT.marginMm;
  const width = A4.width - 2 * margin;
  const pageHeightPx = Math.floor((canvas.width * (A4.height - 2 * margin)) / width);
  for (let top = 0, page = 0; top < canvas.height; top += pageHeightPx, page += 1) {
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = Math.min(pageHeightPx, canvas.height - top);
    const context = slice.getContext('2d');
    if (!context) break;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, slice.width, slice.height);
    context.drawImage(canvas, 0, top, canvas.width, slice.height, 0, 0, canvas.width, slice.height);
    if (page > 0) pdf.addPage();
    pdf.addImage(
      slice.toDataURL('image/jpeg', 0.92),
      'JPEG',
      margin,
      margin,
      width,
      (slice.height * width) / canvas.width,
    );
  }
  pdf.save(fileName);
}
