/**
 * A generated page for warming OCR up: lines of dates and amounts drawn with a 5×7 pixel font
 * (no font files, no image decoding). Reading it starts a tesseract worker and runs every hot path
 * of recognition (page layout, the LSTM, the beam search) long enough for V8 to optimise them —
 * the ~0.5 s CPU a process otherwise spends on its first real page.
 */
import type { GreyRaster } from '../images/raster.ts';

/** 5×7 glyphs, one string of 5 bits per row ('#' = ink). */
const FONT: Record<string, string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  '/': ['....#', '....#', '...#.', '..#..', '.#...', '#....', '#....'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  ',': ['.....', '.....', '.....', '.....', '.##..', '..#..', '.#...'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

/** Pixels per font pixel: glyphs 21 px tall, a little above the ~16 px pages are scaled to. */
const SCALE = 3;

/** The warm-up page: `lines` lines like "03/11/2024 1,234.56 5,678.90 …", dark on white. */
export function warmUpRaster(lines = 16): GreyRaster {
  const text = Array.from({ length: lines }, (_, i) => {
    const n = (k: number) => String((i * 7919 + k * 104_729) % 10_000).padStart(4, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    return `${day}/${String((i % 12) + 1).padStart(2, '0')}/2024 ${n(1)}.${n(2).slice(2)}  ${n(3)[0]},${n(4).slice(1)}.${n(5).slice(2)}  ${n(6)}.${n(7).slice(2)}`;
  });
  const advance = 6 * SCALE;
  const lineHeight = 14 * SCALE;
  const margin = 10 * SCALE;
  const width = margin * 2 + Math.max(...text.map((t) => t.length)) * advance;
  const height = margin * 2 + lines * lineHeight;
  const data = new Uint8Array(width * height).fill(255);
  text.forEach((t, row) => {
    const top = margin + row * lineHeight;
    [...t].forEach((ch, col) => {
      const glyph = FONT[ch] ?? FONT[' ']!;
      const left = margin + col * advance;
      glyph.forEach((bits, gy) => {
        for (let gx = 0; gx < 5; gx++) {
          if (bits[gx] !== '#') continue;
          for (let y = 0; y < SCALE; y++) {
            const o = (top + gy * SCALE + y) * width + left + gx * SCALE;
            data.fill(0, o, o + SCALE);
          }
        }
      });
    });
  });
  // soften the edges a little, as a scan's are (3×3 box blur)
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          sum += data[yy * width + xx]!;
          n++;
        }
      }
      out[y * width + x] = Math.round(sum / n);
    }
  }
  return { data: out, width, height };
}
