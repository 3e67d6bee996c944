// The wording a question wraps around a dictionary item: "cash paid for income taxes", "excess
// tax benefits on stock-based compensation", "provision for losses on accounts receivable", "cash
// and cash equivalents at beginning of year". Each names a row of its own, which a table prints
// under those words; the item inside it ("income taxes", "stock-based compensation", "accounts
// receivable", "cash") is another row. The answer reads the row of the whole wording when a table
// has one whose label says every word of it, and the item's own row otherwise.
import { lineItem, rowLabelItem, type LineItemId, type RowLabelId } from "../../finance";

// A preposition that links the words before it to the item after it ("paid for", "benefits on").
const LINK = /^(?:for|on|of|from|in)$/;
// Words that end a wording going back: question words, verbs of reporting, articles, amounts.
const STOP = /^(?:what|which|how|much|many|did|does|do|is|was|were|are|has|have|had|report|reported|record|recorded|show|shown|disclose|disclosed|state|stated|according|the|a|an|its|their|to|fy\d*|q[1-4]|\d+|amount|value|total|level|figure|and|or|with|as|at|by|company|change|growth|ratio|percentage|percent|share|portion|part)$/;
// How far back a wording may reach: a row's label rarely puts more than three words before its link.
const MAX_LEAD = 3;
// "… at (the) beginning of (the) year / period": the opening balance of a roll-forward, a row of its
// own (the year-end balance is the other end of it).
const OPENING = /^\s*(?:at\s+|as\s+of\s+)?(?:the\s+)?(?:beginning|start)\s+of\s+(?:the\s+)?(?:fiscal\s+)?(?:year|period|quarter)\b/i;

/** The item's wordings the question uses, longest first, as [start, end] offsets in it. */
function itemSpans(question: string, item: LineItemId): [number, number][] {
  const names = [lineItem(item).name, ...lineItem(item).labels].map((n) => n.toLowerCase()).sort((a, b) => b.length - a.length);
  const lower = question.toLowerCase();
  const spans: [number, number][] = [];
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
    for (const m of lower.matchAll(new RegExp(`(?<![a-z0-9&-])${escaped}(?![a-z0-9&-])`, "g"))) {
      const span: [number, number] = [m.index, m.index + m[0].length];
      if (!spans.some(([a, b]) => span[0] >= a && span[1] <= b)) spans.push(span);
    }
  }
  return spans;
}

/**
 * Row labels the question's own wording names around the item, the fullest first: the item with
 * up to three words and a linking preposition before it, and an opening balance after it.
 */
export function widerWordings(question: string, item: LineItemId): RowLabelId[] {
  const out: string[] = [];
  for (const [start, end] of itemSpans(question, item)) {
    const core = question.slice(start, end);
    const opening = OPENING.exec(question.slice(end))?.[0].trim() ?? "";
    const tokens = question.slice(0, start).trimEnd().split(/\s+/).filter(Boolean);
    const leads: string[] = [];
    const link = tokens.at(-1)?.toLowerCase();
    if (link && LINK.test(link)) {
      for (let k = tokens.length - 2, taken: string[] = []; k >= 0 && taken.length < MAX_LEAD; k--) {
        const word = tokens[k]!;
        // A possessive ("Netflix's") or a word ending a clause begins the wording after it.
        if (/['’]s?$|[,:;?]$/.test(word) || STOP.test(word.toLowerCase()) || !/^[A-Za-z][A-Za-z&\-]*$/.test(word)) break;
        taken.unshift(word);
        // ("For losses on …": a wording begins with a word of its own, not a preposition.)
        if (!LINK.test(word.toLowerCase())) leads.unshift(`${taken.join(" ")} ${link} `);
      }
    }
    // The fullest wording first; an opening balance goes with each lead and alone.
    for (const lead of leads) {
      if (opening) out.push(`${lead}${core} ${opening}`);
      out.push(`${lead}${core}`);
    }
    if (opening) out.push(`${core} ${opening}`);
  }
  return [...new Set(out)].map(rowLabelItem);
}

/**
 * Whether every place the question names a dictionary item lies inside the wording of a row it
 * names by label ("cash" inside "cash paid for interest"): the item is then no figure of its own.
 */
export function insideWording(question: string, item: LineItemId, wordings: RowLabelId[]): boolean {
  const spans = itemSpans(question, item);
  if (spans.length === 0) return false;
  const lower = question.toLowerCase().replace(/[^a-z0-9&%'’,\-\s]/g, " ");
  const within = wordings.flatMap((id) => {
    const at = lower.indexOf(id.slice(4));
    return at < 0 ? [] : [[at, at + id.length - 4] as const];
  });
  return spans.every(([a, b]) => within.some(([x, y]) => a >= x && b <= y));
}

// Words a label may print or leave out without naming another row.
const FILLER = new Set(["the", "of", "and", "a", "an", "in", "for", "total", "net", "to", "less", "on", "from", "by", "with", "at"]);
const stem = (w: string) => w.replace(/(?:ies)$/, "y").replace(/(?<!s)s$/, "");
const wordsOf = (text: string) => (text.toLowerCase().match(/[a-z0-9&]+/g) ?? []).filter((w) => !FILLER.has(w)).map(stem);

/**
 * Whether a row says every word of the wording, in its label or the heading above it ("Interest"
 * under "Cash paid for:"): a wider wording names its row only when the row says all of it, not
 * a row that shares the item's words alone ("Deferred income taxes" for "cash paid for income taxes").
 */
export function saysWholeWording(wording: RowLabelId, label: string, section = ""): boolean {
  const said = new Set(wordsOf(`${label} ${section}`));
  return wordsOf(wording.slice(4)).every((w) => said.has(w));
}
