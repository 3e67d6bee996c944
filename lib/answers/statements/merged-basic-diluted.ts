// A share-count heading printed in its first row's cell: "Weighted average shares outstanding
// Basic | 253.7", then "Diluted | 254.6". The heading names the block the "Basic" and "Diluted"
// rows below it belong to; left merged, the "Diluted" row stays under the per-share heading
// above ("Earnings per common share") and its share count is read as diluted earnings per share.

/** What the split reads of a row: its label, the heading it stands under, and its table's caption. */
interface HeadedRow {
  label: string;
  section: string;
  context: string;
}

const MERGED = /^(?<heading>.{3,120}?)\s+(?<first>basic|diluted)\s*:?$/i;
// Only a heading over counts of shares: what the figures of its rows are is then unambiguous.
const SHARES_HEADING = /\b(?:weighted[\s-]+average|average\s+(?:number\s+of\s+)?(?:common\s+)?shares|shares\s+(?:used|outstanding)|number\s+of\s+(?:common\s+)?shares)\b/i;

/** The rows with a merged share-count heading split off into the section of the rows under it. */
export function withMergedShareHeadings<R extends HeadedRow>(rows: R[]): R[] {
  const out = [...rows];
  for (let i = 0; i < out.length; i++) {
    const row = out[i]!;
    const m = MERGED.exec(row.label.trim());
    if (!m?.groups || !SHARES_HEADING.test(m.groups.heading!)) continue;
    const other = m.groups.first!.toLowerCase() === "basic" ? /^diluted\b/i : /^basic\b/i;
    const next = out[i + 1];
    // (The heading is taken only where its other half follows in the same table.)
    if (!next || next.context !== row.context || !other.test(next.label.trim())) continue;
    // ("Average shares: Basic": the colon closes the heading.)
    const heading = m.groups.heading!.replace(/[\s:,;—–-]+$/, "").trim();
    out[i] = { ...row, label: m.groups.first!, section: heading };
    out[i + 1] = { ...next, section: heading };
  }
  return out;
}
