// "What amount appears on the 'changes in estimates' line?": a wording the question quotes and
// calls a line (a row, a caption) is the row asked, in the table's own words. Scoring weighs the
// question's other words too — the table it names ("product warranty roll-forward"), the amount
// it asks for — so a sentence sharing them ("Changes to cost and revenue estimates could result
// in … reach-forward losses of $148") or the table's total row can outscore the quoted row. The
// row whose label is the quoted wording leads instead.

// The quoted wording before the word for a row ("'Changes in estimates' line"), or after it
// ("the line 'Changes in estimates'"). The opening quote stands after a space, a bracket or a
// colon, so that a possessive's apostrophe ("Boeing's") opens none.
const QUOTED_BEFORE = /(?<=^|[\s(:])['‘"“]([^'‘’"“”?]{3,100}?)['’"”]\s+(?:line[\s-]item|line|row|caption|item|entry)s?\b/gi;
const QUOTED_AFTER = /\b(?:line[\s-]item|line|row|caption|entry)\s+(?:labell?ed\s+|called\s+|titled\s+)?['‘"“]([^'‘’"“”?]{3,100}?)['’"”](?=[\s,.;:?)]|$)/gi;

/** The row labels a question quotes and calls a line, in the order written. */
export function quotedRowLabels(question: string): string[] {
  const found = [...question.matchAll(QUOTED_BEFORE), ...question.matchAll(QUOTED_AFTER)].sort((a, b) => a.index - b.index);
  return found.map((m) => m[1]!.trim()).filter((label) => /[a-z]/i.test(label));
}

const plain = (text: string) => text.toLowerCase().replace(/['’‘]/g, "").replace(/[^a-z0-9&]+/g, " ").trim();
// A table row's passage may carry the label's footnote mark ("(6)", "*") before its colon.
const FOOTNOTE_MARK = /\s*(?:\(\w{1,3}\)|\*+)\s*$/;

/** Whether a passage is the table row the label names: "Changes in estimates: 201 (2019), …". */
export function isQuotedRow(quote: string, label: string): boolean {
  const colon = quote.indexOf(":");
  if (colon < 0) return false;
  const wanted = plain(label);
  return wanted.length > 0 && plain(quote.slice(0, colon).replace(FOOTNOTE_MARK, "")) === wanted;
}

interface Ranked {
  c: { quote: string };
}

/** The scored passages with the best-scored row of the quoted label first, when the question quotes one. */
export function quotedRowFirst<T extends Ranked>(question: string, scored: T[]): T[] {
  const labels = quotedRowLabels(question);
  if (labels.length === 0) return scored;
  const at = scored.findIndex((s) => labels.some((label) => isQuotedRow(s.c.quote, label)));
  if (at <= 0) return scored;
  return [scored[at]!, ...scored.slice(0, at), ...scored.slice(at + 1)];
}
