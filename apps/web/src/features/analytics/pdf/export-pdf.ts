import { PDF_EXPORT } from '@huddle/domain/analytics';

const A4 = { width: 210, height: 297 };

/**
 * The report's width while it is drawn: A4's 210 mm at 96 CSS pixels per inch, so a phone's narrow column and a wide
 * screen give the same pages, and text keeps a readable size.
 */
export const PDF_CAPTURE_WIDTH_PX = 794;

/** Skipped in the drawing: the tables that stand beside the charts for screen readers (html2canvas ignores clip). */
export const PDF_SKIP = 'data-pdf-skip';

/** Where the page may break without cutting a section: each section's bottom, in the element's CSS pixels. */
function sectionBottoms(element: HTMLElement): number[] {
  const top = element.getBoundingClientRect().top;
  return Array.from(element.querySelectorAll('section'))
    .map((s) => s.getBoundingClientRect().bottom - top)
    .sort((a, b) => a - b);
}

/** The next cut: the last section bottom that fits the page, or the page's height when a section is taller. */
function nextCut(top: number, pageHeight: number, bottoms: number[], total: number): number {
  if (top + pageHeight >= total) return total;
  const fitting = bottoms.filter((b) => b > top + pageHeight * 0.3 && b <= top + pageHeight);
  return fitting.length > 0 ? Math.ceil(fitting[fitting.length - 1]!) : top + pageHeight;
}

/**
 * The analytics report as an A4 portrait PDF (spec §9: 10 mm margin, 700 ms delay before rendering, scale 3), made
 * in the browser: jspdf and html2canvas load only now, so no other page carries them and no server needs a browser.
 * Everything on the pages, the event's name and date too, is the drawn element: the browser lays out long and
 * non-Latin names, which jsPDF's own text() cannot. Pages break between sections where they can.
 */
export async function exportElementToPdf(element: HTMLElement, fileName: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, PDF_EXPORT.delayMs));
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas')]);
  const scale = PDF_EXPORT.scale;
  // Measured in html2canvas's copy, the layout it draws: without the skipped tables its sections sit elsewhere.
  let bottoms: number[] = [];
  const canvas = await html2canvas(element, {
    scale,
    backgroundColor: '#ffffff',
    logging: false,
    ignoreElements: (el) => el.hasAttribute(PDF_SKIP),
    onclone: (_document, clone) => {
      bottoms = sectionBottoms(clone).map((b) => b * scale);
    },
  });
  const pdf = new jsPDF({ orientation: PDF_EXPORT.orientation, unit: 'mm', format: PDF_EXPORT.format });
  const margin = PDF_EXPORT.marginMm;
  const width = A4.width - 2 * margin;
  const pxPerMm = canvas.width / width;
  for (let top = 0, page = 0; top < canvas.height; page += 1) {
    const cut = nextCut(top, Math.floor((A4.height - 2 * margin) * pxPerMm), bottoms, canvas.height);
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = cut - top;
    const context = slice.getContext('2d');
    if (!context) break;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, slice.width, slice.height);
    context.drawImage(canvas, 0, top, canvas.width, slice.height, 0, 0, canvas.width, slice.height);
    if (page > 0) pdf.addPage();
    pdf.addImage(slice.toDataURL('image/jpeg', 0.92), 'JPEG', margin, margin, width, slice.height / pxPerMm);
    top = cut;
  }
  pdf.save(fileName);
}
