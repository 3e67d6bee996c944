// Reading the figures of a statement as the page prints them: "$ 1,577", "(1,577)" for a negative,
// "—" for zero, "12.5 %", and the units a page states once for all its figures.

const DASHES = /^[—–-]+$/;

/**
 * The value of one cell, or null when the cell is not a figure. Parentheses mean negative; a lone
 * dash (em, en or hyphen) is the statements' way of printing zero.
 */
export function parseFigure(cell: string): number | null {
  let text = cell.trim().replace(/\u00a0/g, " ");
  if (!text) return null;
  if (DASHES.test(text) || text === "$ —" || text === "$—" || text === "$ -") return 0;
  let negative = false;
  // A "$" left over from the next cell ("17,179$") is no part of the figure.
  text = text.replace(/^\$\s*/, "").replace(/\s*%$/, "").replace(/(?<=\d)\s*\$$/, "").trim();
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim().replace(/^\$\s*/, "").replace(/\s*%$/, "");
  } else if (/^\(.*[^)]$/.test(text)) {
    // "(1,577" with its closing parenthesis in the next cell.
    negative = true;
    text = text.slice(1).trim();
  }
  if (/^[-−]\s*\d/.test(text)) {
    negative = !negative;
    text = text.replace(/^[-−]\s*/, "");
  }
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const value = Number(text.replace(/,/g, ""));
  return Number.isFinite(value) ? (negative ? -value : value) : null;
}

/** True when the cell is only decoration between figures: "$", ")", "%". */
export function isFiller(cell: string): boolean {
  return /^\s*(\$|\)|%|\)\s*%|US\$)?\s*$/.test(cell);
}

export type Scale = 1 | 1_000 | 1_000_000 | 1_000_000_000;

export interface Unit {
  /** What the printed figures are multiplied by to get currency units. */
  scale: Scale;
  /** The words to put after a figure in an answer ("million"), empty for plain units. */
  word: string;
  currency: string;
}

const SCALE_WORDS: [RegExp, Scale, string][] = [
  [/\b(in|amounts in|dollars in|expressed in|\$ in|usd in)?\s*billions?\b/i, 1_000_000_000, "billion"],
  [/\b(in|amounts in|dollars in|expressed in|\$ in|usd in)?\s*millions?\b/i, 1_000_000, "million"],
  [/\b(in|amounts in|dollars in|expressed in|\$ in|usd in)?\s*thousands?\b/i, 1_000, "thousand"],
];

/**
 * The unit a page declares for its tables ("(In millions, except per share data)",
 * "(Dollars in thousands)", "($ in millions)"). Only a declaration counts, not any mention of
 * "million" in prose, so the phrase must stand in a heading-like context.
 */
export function readUnit(text: string): Unit | null {
  const declarations = text.match(
    /\((?:[^()]{0,40}\b)?(?:in|amounts in|dollars in|\$ in|usd in|expressed in)\s+(?:millions|thousands|billions)[^()]{0,80}\)|\b(?:in|amounts in|dollars in)\s+(?:millions|thousands|billions)\s*(?:of\s+(?:u\.s\.\s+)?dollars)?(?:,\s*except[^\n|]{0,60})?(?=[\s|)]|$)|\(\s*(?:\$\s*)?(?:millions|thousands|billions)\b[^()]{0,80}\)/gi,
  );
  if (!declarations) return null;
  for (const declaration of declarations) {
    for (const [pattern, scale, word] of SCALE_WORDS) {
      if (pattern.test(declaration)) return { scale, word, currency: currencyOf(declaration) };
    }
  }
  return null;
}

function currencyOf(text: string): string {
  if (/€|euro/i.test(text)) return "€";
  if (/£|pound/i.test(text)) return "£";
  return "$";
}

/** A figure written for an answer: thousands separators, no more decimals than it needs. */
export function formatFigure(value: number, decimals?: number): string {
  const abs = Math.abs(value);
  const digits = decimals ?? (Number.isInteger(abs) ? 0 : Math.min(2, decimalsOf(abs)));
  const text = abs.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return value < 0 ? `-${text}` : text;
}

function decimalsOf(value: number): number {
  const s = String(value);
  const dot = s.indexOf(".");
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** "$ 5,363 $ 4,869" or "(26) 1,503" as figures, or null when the text is anything else. */
export function figureRun(text: string): number[] | null {
  const parts = text.replace(/\$\s+/g, "$").split(/\s+/).filter((p) => !isFiller(p));
  if (parts.length < 2) return null;
  const values = parts.map(parseFigure);
  return values.every((v) => v !== null) ? (values as number[]) : null;
}
