import { describe, expect, it } from 'vitest';
import { coversPage, renderDpi } from './render-pdf-pdfium.ts';

describe('PDFium page rasters', () => {
  const page = { left: 0, bottom: 0, right: 612, top: 792 };

  it('treats an image as the page only when it covers it within 1 %', () => {
    expect(coversPage({ left: 0, bottom: 0, right: 612, top: 792 }, page)).toBe(true);
    expect(coversPage({ left: 3, bottom: -2, right: 610, top: 795 }, page)).toBe(true);
    expect(coversPage({ left: 0, bottom: 100, right: 612, top: 792 }, page)).toBe(false); // a logo band
    expect(coversPage({ left: -200, bottom: -200, right: 812, top: 992 }, page)).toBe(false); // cropped
  });

  it('renders at a page-sized image’s own resolution, within 150–300 dpi', () => {
    expect(renderDpi(null, 300)).toBe(300);
    expect(renderDpi(200, 300)).toBe(200);
    expect(renderDpi(600, 300)).toBe(300);
    expect(renderDpi(72, 300)).toBe(150);
  });
});
