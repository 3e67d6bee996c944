// Whether a table cell holds a figure ("5,363", "(1,204)", "$ 12.5", "14%", "—"), so it can be
// right-aligned under its column heading the way financial statements are set.
const FIGURE = /^[$€£¥]?\s*[([]?[-−–]?\s*[$€£¥]?\s*[-−–]?\s*\d[\d,.\s]*\s*(%|bps|x)?\s*[)\]]?\*?$/i;
const DASH = /^[-−–—]+$/;

export function isNumericCell(text: string): boolean {
  const value = text.trim();
  if (!value) return false;
  return FIGURE.test(value) || DASH.test(value);
}
