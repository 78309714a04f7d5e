/** Page sizes in PDF points (1/72 inch). */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
export const LETTER_POINTS = { width: 612, height: 792 } as const;

export type PageSizePoints = { width: number; height: number };
export type Box = { left: number; top: number; width: number; height: number };

/**
 * The page size in points. The server may say it (X-Page-Width-Points / X-Page-Height-Points);
 * otherwise the image is assumed to cover the whole page and the paper is guessed from its
 * proportions (A4 or US Letter, whichever is closer), keeping the image's own aspect ratio.
 */
export function pageSizeInPoints(
  image: { width: number; height: number },
  header?: { width?: number | null; height?: number | null },
): PageSizePoints {
  const w = header?.width;
  const h = header?.height;
  if (w && w > 0 && h && h > 0) return { width: w, height: h };
  if (image.width <= 0 || image.height <= 0) return { ...A4_POINTS };
  const ratio = image.height / image.width;
  const paper =
    Math.abs(ratio - A4_POINTS.height / A4_POINTS.width) <=
    Math.abs(ratio - LETTER_POINTS.height / LETTER_POINTS.width)
      ? A4_POINTS
      : LETTER_POINTS;
  if (w && w > 0) return { width: w, height: w * ratio };
  // Width from the paper; height follows the image so the scale is uniform.
  return { width: paper.width, height: paper.width * ratio };
}

/** Parses the optional page-size headers of the page-image response. */
export function pageSizeFromHeaders(headers: Headers): {
  width: number | null;
  height: number | null;
} {
  const read = (name: string) => {
    const value = Number.parseFloat(headers.get(name) ?? '');
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return { width: read('X-Page-Width-Points'), height: read('X-Page-Height-Points') };
}

/**
 * bbox [x0, y0, x1, y1] in PDF points from the page's top-left → a box in image pixels
 * (scale = image width / page width in points).
 */
export function scaleBbox(
  bbox: readonly [number, number, number, number],
  image: { width: number; height: number },
  page: PageSizePoints,
): Box {
  const sx = image.width / page.width;
  const sy = image.height / page.height;
  const [x0, y0, x1, y1] = bbox;
  const left = Math.min(x0, x1) * sx;
  const top = Math.min(y0, y1) * sy;
  return {
    left,
    top,
    width: Math.abs(x1 - x0) * sx,
    height: Math.abs(y1 - y0) * sy,
  };
}

/** The same box as percentages of the image, so the overlay follows any displayed size. */
export function boxToPercent(box: Box, image: { width: number; height: number }): Box {
  return {
    left: (box.left / image.width) * 100,
    top: (box.top / image.height) * 100,
    width: (box.width / image.width) * 100,
    height: (box.height / image.height) * 100,
  };
}
