// What the text of a table cell is: an amount, a currency sign, a period label, or words.

const CURRENCY = new Set(["$", "€", "£", "¥"]);

export function isCurrencySymbol(text: string): boolean {
  return CURRENCY.has(text);
}

// An amount as statements print it: 5,363 · (1,577) · -0.45 · 33.9% · 12.5x · 40 bps · .5,
// optionally with a currency sign and a trailing footnote marker such as (1) or *.
const AMOUNT =
  /^[(\[]?[-–—−+]?[$€£¥]?\s?\(?[-–—−+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?\)?\s?(?:%|x|pts?|bps|pp)?\)?$/i;
const DASHES = /^[(]?[-–—−]+\)?\s?%?$/;
const NOT_MEANINGFUL = /^(?:n\/?a|n\/?m|nm|nmf|none|nil|\*+)$/i;
const FOOTNOTE_MARKER = /\s?(?:\(\s?[a-z0-9]{1,2}\s?\)|[*†‡]+)$/i;
const FOOTNOTE_MARK = /^(?:\(\s?[a-z0-9]{1,2}\s?\)|[*†‡]+)$/i;

/** A single cell value of a numeric table: an amount, a dash for zero, or "n/a"-like. */
export function isNumericToken(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  if (DASHES.test(t) || NOT_MEANINGFUL.test(t)) return true;
  const core = stripFootnoteMarker(t).replace(/^[$€£¥]\s?/, "");
  return /\d/.test(core) && AMOUNT.test(core);
}

/** The text without a trailing footnote marker, when what is left still has figures. */
export function stripFootnoteMarker(text: string): string {
  const stripped = text.replace(FOOTNOTE_MARKER, "");
  return stripped && /\d/.test(stripped) ? stripped : text;
}

/** A footnote reference standing alone: "(1)", "(a)", "*". */
export function isFootnoteMark(text: string): boolean {
  return FOOTNOTE_MARK.test(text.trim());
}

/** A whole segment that reads as one value (allowing "$ 1,234", "33.9 %", "(51.4) %"). */
export function isNumericCell(text: string): boolean {
  const t = text.trim();
  if (isNumericToken(t)) return true;
  const squeezed = t.replace(/^([$€£¥])\s+/, "$1").replace(/\s+(%|x|pts?|bps)$/i, "$1");
  return squeezed !== t && isNumericToken(squeezed);
}

/** Several values in one segment, e.g. "2018 2017 2016" printed with single spaces. */
export function splitNumericRun(text: string): string[] | null {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length < 2) return null;
  const cells: string[] = [];
  for (const token of tokens) {
    if (isCurrencySymbol(token)) {
      cells.push(token);
      continue;
    }
    if (!isNumericToken(token) && !/^%$/.test(token)) return null;
    if (token === "%" && cells.length) cells[cells.length - 1] += "%";
    else cells.push(token);
  }
  return cells.filter((c) => !isCurrencySymbol(c)).length >= 2 ? cells : null;
}

const MONTH_DAY = /(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s\d{1,2},?/gi;

/** Several period headers in one segment, e.g. "July 2, July 3," over two columns. */
export function splitDateRun(text: string): string[] | null {
  const parts = text.trim().match(MONTH_DAY);
  if (!parts || parts.length < 2 || parts.join(" ") !== text.trim().replace(/\s+/g, " ")) return null;
  return parts;
}

const YEAR = /^(?:FY\s?|Fiscal\s)?(?:19|20)\d{2}[A-Z]?$/i;

/** A column header that names a year, alone ("2018", "FY2018"). */
export function isYearLabel(text: string): boolean {
  return YEAR.test(text.trim());
}

const PERIOD =
  /\b(?:(?:19|20)\d\d|years?|months?|quarters?|weeks?|ended|ending|fiscal|FY|Q[1-4]|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/** Text that names a period ("Year ended December 31,", "Three Months Ended", "Q3 2023"). */
export function namesPeriod(text: string): boolean {
  return PERIOD.test(text);
}

const UNIT_CAPTION = /^\(?(?:[^()]*\b(?:thousands|millions|billions)\b[^()]*|unaudited)\)?$/i;

/** A caption about the whole table's units ("(In thousands, except per share data)", "(Unaudited)"). */
export function isUnitCaption(text: string): boolean {
  return UNIT_CAPTION.test(text.trim());
}

/** Display form of an amount cell: no currency sign, no space before "%", dashes kept. */
export function normalizeAmount(text: string): string {
  return text
    .trim()
    .replace(/^[$€£¥]\s*/, "")
    .replace(/^\(\s*[$€£¥]\s*/, "(")
    .replace(/\s+(%|x|pts?|bps)$/i, "$1")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")");
}
