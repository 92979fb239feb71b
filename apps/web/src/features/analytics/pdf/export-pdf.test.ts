import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportElementToPdf } from './export-pdf';

const drawn: { top: number; height: number }[] = [];
const saved: string[] = [];

/** A report whose sections end at these CSS pixels (from its top), as the browser lays them out. */
function report(bottoms: number[]): HTMLElement {
  const root = document.createElement('div');
  root.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
  for (const bottom of bottoms) {
    const section = document.createElement('section');
    section.getBoundingClientRect = () => ({ bottom: 100 + bottom }) as DOMRect;
    root.append(section);
  }
  return root;
}

// html2canvas draws a copy of the page without the skipped elements (the tab's links): its sections end higher up.
const CLONE_BOTTOMS = [500, 1100, 1700];
const PAGE_BOTTOMS = [540, 1140, 1740];

vi.mock('html2canvas', () => ({
  default: vi.fn(
    async (_element: HTMLElement, options: { scale: number; onclone?: (d: Document, e: HTMLElement) => void }) => {
      options.onclone?.(document, report(CLONE_BOTTOMS));
      return { width: 794 * options.scale, height: 1800 * options.scale };
    },
  ),
}));

vi.mock('jspdf', () => ({
  jsPDF: class {
    addPage() {}
    addImage() {}
    save(name: string) {
      saved.push(name);
    }
  },
}));

beforeEach(() => {
  drawn.length = 0;
  saved.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        fillRect() {},
        drawImage(_source: unknown, _x: number, top: number, _w: number, height: number) {
          drawn.push({ top, height });
        },
      }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,');
});

afterEach(() => vi.restoreAllMocks());

describe('exportElementToPdf', () => {
  it('breaks pages at the section ends of the layout it draws, not of the page on screen', async () => {
    await exportElementToPdf(report(PAGE_BOTTOMS), 'Kickoff.pdf');

    // Scale 3; an A4 page less its margins holds 277 mm of 190 mm-wide content, 3472 drawn pixels here. The first
    // page ends where the copy's second section ends (1100 × 3); from the page's own layout it would be 3420.
    expect(drawn).toEqual([
      { top: 0, height: 3300 },
      { top: 3300, height: 2100 },
    ]);
    expect(saved).toEqual(['Kickoff.pdf']);
  });
});
