// pdf.js text items → text runs in reading coordinates (x to the right, y down, in points).
//
// Coordinates go through the page's viewport transform first, so a page stored sideways with a
// /Rotate entry reads upright. Text drawn at another angle than the page's main direction (a
// vertical margin note, a rotated table) keeps its own frame: runs are grouped by direction and each
// group is laid out on its own.
import type { TextItem } from "pdfjs-dist/types/src/display/api";

/** A piece of text drawn in one font at one place. */
export interface TextRun {
  text: string;
  x0: number;
  x1: number;
  /** Baseline, growing downwards. */
  y: number;
  /** Font size in points. */
  size: number;
  font: string;
}

/** Runs that share one reading direction, in that direction's frame. */
export type RunGroup = TextRun[];

/** A PDF transformation matrix [a b c d e f], as pdf.js gives it (a plain array of six numbers). */
type Matrix = readonly number[];

/** The product of two transforms; entries a transform lacks read as the identity's. */
function multiply(m: Matrix, n: Matrix): [number, number, number, number, number, number] {
  const [ma = 1, mb = 0, mc = 0, md = 1, me = 0, mf = 0] = m;
  const [na = 1, nb = 0, nc = 0, nd = 1, ne = 0, nf = 0] = n;
  return [ma * na + mc * nb, mb * na + md * nb, ma * nc + mc * nd, mb * nc + md * nd, ma * ne + mc * nf + me, mb * ne + md * nf + mf];
}

/**
 * Groups the page's text by reading direction (quarter turns), the page's main direction first.
 * Whitespace-only items are dropped: gaps between runs are measured from positions instead.
 */
export function readTextRuns(
  items: readonly TextItem[],
  viewportTransform: Matrix,
  pageWidth: number,
  pageHeight: number,
): RunGroup[] {
  const byTurn = new Map<number, TextRun[]>();
  const charsByTurn = new Map<number, number>();
  for (const item of items) {
    const text = cleanText(item.str);
    if (!text.trim()) continue;
    const [a, b, c, d, x, y] = multiply(viewportTransform, item.transform);
    const turn = quarterTurn(a, b);
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height;
    if (!(size > 0.5)) continue;
    if (x < -size * 20 || x > pageWidth + size * 2 || y < -size * 2 || y > pageHeight + size * 20) continue;
    const [rx, ry] = rotate(x, y, turn);
    const width = Math.max(item.width, 0);
    const run: TextRun = { text, x0: rx, x1: rx + width, y: ry, size, font: item.fontName };
    const list = byTurn.get(turn) ?? [];
    list.push(run);
    byTurn.set(turn, list);
    charsByTurn.set(turn, (charsByTurn.get(turn) ?? 0) + text.length);
  }
  return [...byTurn.keys()]
    .sort((a, b) => (charsByTurn.get(b) ?? 0) - (charsByTurn.get(a) ?? 0))
    .map((turn) => byTurn.get(turn)!);
}

/** 0: left to right; 1: top to bottom; 2: upside down; 3: bottom to top. */
function quarterTurn(dx: number, dy: number): number {
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 0 : 2;
  return dy > 0 ? 1 : 3;
}

/** Rotates a display-space point into the frame where text of the given turn reads left to right. */
function rotate(x: number, y: number, turn: number): [number, number] {
  switch (turn) {
    case 1:
      return [y, -x];
    case 2:
      return [-x, -y];
    case 3:
      return [-y, x];
    default:
      return [x, y];
  }
}

// Symbol fonts (Symbol, Wingdings, Wingdings 2) without a Unicode map put their glyphs at
// private-use code points; these are the bullets and check boxes filings use (a cover page's
// "☒ ANNUAL REPORT" is how a reader knows which form it is).
const PRIVATE_USE_SYMBOLS = new Map<number, string>([
  [0xf0b7, "•"],
  [0xf0a7, "•"],
  [0xf06c, "•"],
  [0xf076, "•"],
  [0xf0d8, "•"],
  [0xf06e, "■"],
  [0xf0fc, "✓"],
  [0xf0a8, "☐"],
  [0xf06f, "☐"],
  [0xf0a3, "☐"],
  [0xf078, "☒"],
  [0xf0fd, "☒"],
  [0xf0fe, "☑"],
  [0xf052, "☑"],
  [0xf020, " "],
]);

/** Stands for a glyph without a character; words holding one are dropped from the page text. */
export const UNMAPPED = "\ufffd";

/**
 * Normalises what fonts emit: no-break and odd spaces become spaces, ligatures are split, symbol
 * font bullets and boxes get their characters, and glyphs without one (control, replacement and
 * other private-use characters) become UNMAPPED. Garbled-page detection reads the raw text.
 */
export function cleanText(raw: string): string {
  let out = "";
  for (const ch of raw) {
    const code = ch.codePointAt(0)!;
    if (code === 0x09 || code === 0x0a || code === 0x0d) {
      out += " ";
    } else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0xfffd) {
      out += UNMAPPED;
    } else if (code === 0xa0 || (code >= 0x2000 && code <= 0x200a) || code === 0x202f || code === 0x3000) {
      out += " ";
    } else if (code >= 0xfb00 && code <= 0xfb06) {
      out += ch.normalize("NFKC");
    } else if (code >= 0xe000 && code <= 0xf8ff) {
      out += PRIVATE_USE_SYMBOLS.get(code) ?? UNMAPPED;
    } else if (code !== 0x200b && code !== 0xfeff) {
      out += ch;
    }
  }
  return out;
}
