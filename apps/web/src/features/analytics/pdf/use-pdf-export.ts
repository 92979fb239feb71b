import { useEffect, useRef, useState } from 'react';
import { safeFileName } from '../../../lib/download';
import { exportElementToPdf, PDF_CAPTURE_WIDTH_PX } from './export-pdf';

/**
 * The export state of the tab's "Export PDF" and the PDF page's "Download PDF" (spec §2: a PDF named after the event):
 * put `ref` and `sx` on the element to draw. While `exporting`, that element is laid out at the PDF's width, and the
 * caller shows the event's name and date inside it and stops animating; `failed` says the last try went wrong.
 */
export function usePdfExport(eventName: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);

  // The drawing starts once the element shows its export layout (width, heading), that is after the render that
  // `exporting` caused.
  useEffect(() => {
    if (!exporting) return;
    const element = ref.current;
    const drawing = element
      ? exportElementToPdf(element, `${safeFileName(eventName, 'Event analytics')}.pdf`)
      : Promise.reject(new Error('Nothing to export'));
    drawing.catch(() => setFailed(true)).finally(() => setExporting(false));
    // One drawing per click, whatever else changes meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exporting]);

  const exportPdf = () => {
    setFailed(false);
    setExporting(true);
  };

  const sx = exporting ? { width: PDF_CAPTURE_WIDTH_PX, maxWidth: 'none' } : undefined;
  return { ref, sx, exporting, failed, exportPdf };
}
