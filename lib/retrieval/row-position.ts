// "The software development asset listed after total current assets", "deferred income taxes (the
// one shown below total current liabilities)": a statement that prints a label twice is told apart
// by where the row stands. The row named after the position word only says where to look; it is
// no figure asked, and a subtotal of current items it follows or precedes says whether the row
// asked is a current or a non-current one.

export type RowHorizon = "current" | "noncurrent";

export interface RowPosition {
  /** Where the locating words stand in the text ("listed after total current assets"). */
  start: number;
  end: number;
  /** The row named as the landmark ("total current assets"). */
  landmark: string;
  /** Whether the row asked comes after the landmark or before it. */
  side: "after" | "before";
}

// A word saying a row is placed somewhere, then the position word, then the landmark row's name,
// which runs to the end of the clause (a period, a bracket, a question mark, "at December 31 …").
const POSITION = /\b(?:listed|shown|printed|placed|presented|appearing|appears|sits|sitting|line|row|one|entry|caption|comes|coming)\s+(?:right\s+|just\s+|directly\s+|immediately\s+)?(after|below|beneath|following|before|above|preceding|ahead\s+of)\s+(?:the\s+)?(?:line\s+|row\s+|caption\s+|subtotal\s+)?(?:for\s+)?['"‘’“”]?([a-z][a-z'’&,\- ]*?)['"‘’“”]?(?=\s*(?:[?.;:)(]|$)|,?\s+(?:at|as\s+of|in|on|for|line|row|of\s+(?:fiscal|fy|\d))\b)/gi;

/** The positions a question locates a row by, in the order written. */
export function rowPositions(text: string): RowPosition[] {
  return [...text.matchAll(POSITION)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    landmark: m[2]!.trim(),
    side: /^(?:after|below|beneath|following)$/i.test(m[1]!) ? "after" : "before",
  }));
}

/** The text with the locating words blanked (same length), so the landmark is read as no row asked. */
export function withoutRowPositions(text: string): string {
  let out = text;
  for (const p of rowPositions(text)) out = out.slice(0, p.start) + " ".repeat(p.end - p.start) + out.slice(p.end);
  return out;
}

/** Whether a span of the text (a line item's name) lies inside locating words: the landmark, not the row asked. */
export function insideRowPosition(text: string, start: number, end: number): boolean {
  return rowPositions(text).some((p) => start >= p.start && end <= p.end);
}

/**
 * The horizon a landmark tells: after "total current assets" (or liabilities) a balance sheet
 * goes on with non-current rows, and before it the rows are current ones.
 */
export function horizonByPosition(text: string): RowHorizon | null {
  for (const p of rowPositions(text)) {
    if (/^total\s+current\s+(?:assets|liabilities)$/i.test(p.landmark)) return p.side === "after" ? "noncurrent" : "current";
  }
  return null;
}
