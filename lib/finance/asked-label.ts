// The row a question names by its own wording: "settlements payable", "dividends payable",
// "short-term unearned revenue", "goodwill impairment", "'Property, plant and equipment — net'".
// Where the dictionary knows only part of the wording (its "payables", "dividends", "revenue",
// "goodwill"), the whole wording names a different row; the answer reads that row when a table
// has it, and the dictionary's item otherwise.
import { rowLabelItem, type LineItemId, type RowLabelId } from "./line-items";
import { words } from "./normalise";

export interface AskedLabel {
  label: RowLabelId;
  /** The dictionary's items found inside the wording, which the label stands in for. */
  items: LineItemId[];
}

// Words that end a row's wording in a question: question words and verbs, the asker's request
// ("can you tell me", "I need"), instructions ("compute", "round"), prepositions of time, articles
// and period words.
const STOP = /^(?:among|headcount|tell|me|us|please|can|could|would|you|i|i'd|need|want|like|know|kindly|get|grab|fetch|pull|list|provide|what|which|how|much|many|did|does|do|is|was|were|are|has|have|had|will|would|at|in|on|for|during|from|to|between|by|as|than|when|while|that|who|whom|why|whose|record|recorded|report|reported|carry|carried|carries|shows|lists|prints|twice|book|booked|generate|generated|hold|held|show|shown|post|posted|take|took|the|a|an|its|their|company|fy\d+|\d{2,4}|year|years|end|ending|ended|quarter|fiscal|give|state|stated|amount|value|total|level|balance|figures?|reported|compute|computed|calculate|calculated|determine|find|divide|divided|multiply|multiplied|express|expressed|round|rounded|use|using|based|most|least|highest|lowest|largest|smallest|biggest|greatest|fastest|slowest|grew|grow|grows|growing|rose|rise|fell|fall|increased?|decreased?|declined?|brought|generated?|earned|made|up|down|or|more|less|s|growth|change|changes|cagr|average|avg|mean|yoy)$/i;
const LINKING = /^(?:from|on|for|in|to|by|with)$/i;
// "… for full-year 2018", "… in the first quarter": a period, not more of the wording.
const PERIOD_WORD = /^(?:full|fiscal|calendar|first|second|third|fourth|last|prior|previous|current|next|same|years?|quarters?|months?|weeks?|half|halves|period|ytd|fy|q[1-4]|h[12]|\d)/i;
// The words a row's wording puts in parentheses: the sign the row may take.
const SIGN_WORD = /^(?:income|expense|expenses|loss|losses|gain|gains|benefit|provision|increase|decrease|credit|charge|charges)$/i;
const BASIS_WORD = /^(?:net|excluding|including|before|after)$/i;
// What a question calls a row of a table, after the row's wording.
const ROW_WORD = /^(?:line|row|caption|line-item|item)$/i;
// Words that add nothing to a wording the dictionary already reads.
const FILLER = new Set(["the", "total", "net", "of", "and", "company", "s"]);

/**
 * The wording around the dictionary's matches (or, with none, after "what was …") in a question
 * whose names and periods are blanked, when it says more than the matches do.
 */
export function askedLabels(text: string, matches: { item: LineItemId; start: number; end: number }[]): AskedLabel[] {
  const tokens = [...text.matchAll(/[A-Za-z0-9&][A-Za-z0-9&'’\-]*/g)].map((m) => ({
    word: m[0].replace(/['’]s?$/, ""),
    // "Acme's total revenue": a possessive names the owner, not part of the row's wording.
    owner: /['’]s?$/.test(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  // Neighbours: nothing but a space, a comma, a dash or a quote between them (a blanked name leaves a wide gap).
  // A sign word in parentheses is part of the wording too: "nonoperating (income) expense, net",
  // "other (income) expense". (Other words in parentheses gloss it: "long-term (non-current)".)
  const joined = (a: { start: number; end: number }, b: { start: number; end: number }) => {
    const gap = text.slice(a.end, b.start);
    if (b.start - a.end > 4) return false;
    // ("Trade receivables (net of allowances)": the basis it is stated on, which a table's label may carry.)
    if (/^\s?\($/.test(gap)) return (SIGN_WORD.test(text.slice(b.start, b.end)) && text[b.end] === ")") || BASIS_WORD.test(text.slice(b.start, b.end));
    if (/^\)\s?,?\s?$/.test(gap)) return SIGN_WORD.test(text.slice(a.start, a.end)) && text[a.start - 1] === "(";
    return /^(?:\s?[,—–-]?\s?['"‘’“”]?\s?)$/.test(gap);
  };
  // ("A line of credit", "a line of business" are wordings of their own.)
  const rowWord = (i: number) => i > 0 && ROW_WORD.test(tokens[i]!.word) && !(tokens[i + 1]?.word.toLowerCase() === "of" && /^(?:credit|business)$/i.test(tokens[i + 2]?.word ?? "")) && joined(tokens[i - 1]!, tokens[i]!);
  const runOf = (from: number, to: number): [number, number] => {
    let a = from;
    let b = to;
    while (a > 0 && joined(tokens[a - 1]!, tokens[a]!) && !STOP.test(tokens[a - 1]!.word) && !tokens[a - 1]!.owner && !rowWord(a - 1)) a--;
    for (;;) {
      if (rowWord(b)) break;
      if (b < tokens.length - 1 && joined(tokens[b]!, tokens[b + 1]!) && !STOP.test(tokens[b + 1]!.word)) b++;
      // "Income from operating investments", "interest on debt": a preposition between two
      // words of the wording links them; before a period, a name or a question word it ends it.
      else if (b < tokens.length - 2 && LINKING.test(tokens[b + 1]!.word) && joined(tokens[b]!, tokens[b + 1]!) && joined(tokens[b + 1]!, tokens[b + 2]!) && !STOP.test(tokens[b + 2]!.word) && !PERIOD_WORD.test(tokens[b + 2]!.word) && !tokens[b + 2]!.owner) b += 2;
      else break;
    }
    // "The deferred revenue line", "the other (income) expense, net row": the word for a row is
    // no part of its wording.
    if (b > a && rowWord(b)) b--;
    return [a, b];
  };
  const out: AskedLabel[] = [];
  const seen = new Set<string>();
  const spans: [number, number, LineItemId[]][] = [];
  for (const m of matches) {
    const first = tokens.findIndex((t) => t.end > m.start);
    const last = tokens.findLastIndex((t) => t.start < m.end);
    if (first < 0 || last < first) continue;
    const [a, b] = runOf(first, last);
    const existing = spans.find(([x, y]) => x === a && y === b);
    if (existing) existing[2].push(m.item);
    else spans.push([a, b, [m.item]]);
  }
  if (matches.length === 0) {
    // "What goodwill impairment did …", "What was the settlements payable …": the wording after the
    // question word, also after a period or source said first ("As of June 30, 2023, how much was …").
    // (Or after the table or section it is read from, set off by a colon: "Verizon's components of
    // net lease cost: what was sublease income …"; "the balance of" is how much of it is asked.)
    // (A sentence said before the question sets the scene — "The balance sheet carries software
    // development twice. What is …": the wording asked follows the question word all the same.)
    const lead = /^\s*(?:[^?!]*?[.!]\s+)?(?:[^.?!]{0,80}?[,:;]\s*)?(?:what|how\s+much)\s+(?:(?:is|was|were|are)\s+)?(?:the\s+|its\s+|their\s+)?(?:(?:company|firm)['’]s\s+)?(?:(?:amount|value|size|level|magnitude|balance)\s+of\s+)?/i.exec(text);
    // (The "'s" a blanked name leaves behind, "… was NIKE, Inc.'s assets", is no word of the row's.)
    const first = lead ? tokens.findIndex((t) => t.start >= lead[0].length && t.word.toLowerCase() !== "s") : -1;
    // (The wording starts after the lead: "the size of" is how much of it is asked, not its wording.)
    if (first >= 0 && !STOP.test(tokens[first]!.word)) {
      const [a, b] = runOf(first, first);
      spans.push([Math.max(a, first), b, []]);
    }
    // "How much did <company> carry in contract assets …", "<company>'s unredeemed gift card
    // liabilities as of …": else the longest run of words that can be part of a row's wording.
    else {
      let longest: [number, number] | null = null;
      for (let i = 0; i < tokens.length; i++) {
        // (A run starts at a word of the wording, not at "of" or "and" between others.)
        if (STOP.test(tokens[i]!.word) || tokens[i]!.owner || FILLER.has(tokens[i]!.word.toLowerCase()) || LINKING.test(tokens[i]!.word)) continue;
        const run = runOf(i, i);
        // ("'Derivative liabilities' among other current liabilities": the total it sits in is no wording of the row.)
        const container = run[0] > 0 && /^among$/i.test(tokens[run[0] - 1]!.word);
        if (!container && (!longest || run[1] - run[0] > longest[1] - longest[0])) longest = run;
        i = Math.max(i, run[1]);
      }
      if (longest) spans.push([...longest, []]);
    }
  }
  for (const [a, b, items] of spans) {
    const phrase = text.slice(tokens[a]!.start, tokens[b]!.end).replace(/['"‘’“”]/g, " ");
    const own = new Set(items.flatMap((id) => words(matchText(text, matches, id))));
    const extra = words(phrase).filter((w) => !FILLER.has(w) && !own.has(w));
    // Two of the dictionary's items run together ("dividends payable") name one row of their own.
    if ((extra.length === 0 && new Set(items).size < 2) || words(phrase).length > 10) continue;
    const label = rowLabelItem(phrase);
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ label, items });
  }
  return out;
}

function matchText(text: string, matches: { item: LineItemId; start: number; end: number }[], id: LineItemId): string {
  return matches.filter((m) => m.item === id).map((m) => text.slice(m.start, m.end)).join(" ");
}

// "Casino receivables (net of discounts)", "revenue excluding fuel": words after the row's name
// that say on what basis it is stated, which a table says in its heading or not at all.
const BASIS = /\s(?:net\s+of|excluding|including|before|after)\s.*$/;

/** The asked row without the basis the question states it on, or null when it states none. */
export function labelWithoutBasis(label: RowLabelId): RowLabelId | null {
  const name = label.slice("row:".length);
  const cut = name.replace(BASIS, "").replace(/[\s,]+$/, "").trim();
  return cut && cut !== name && cut.includes(" ") ? rowLabelItem(cut) : null;
}

// Words that, said with an item's name, make the wording another quantity than the item: a
// "goodwill impairment" is no balance of goodwill, a "dividend per share" no total paid, the
// "remaining authorization" of a buyback no amount spent on it.
const OTHER_QUANTITY = /\b(?:impairments?|impaired|write-?downs?|write-?offs?|per\s+(?:common\s+|diluted\s+|basic\s+)?share|per-share|authori[sz]ations?|authori[sz]ed|remaining|available|capacity|borrowing\s+base)\b/i;

/**
 * The dictionary's items the question names only inside a wording that makes them another
 * quantity ("goodwill" of "goodwill impairment charge"): when no table prints that wording, the
 * item's own row would answer another question, so it is not read in its place.
 */
export function itemsOfOtherQuantity(labels: AskedLabel[], question = ""): LineItemId[] {
  const excluding = EXCLUDED_ITEMS.test(question);
  return labels.flatMap((l) => {
    const name = l.label.slice("row:".length);
    if (OTHER_QUANTITY.test(name)) return l.items;
    // "The allowance for uncollectible accounts receivable" is no balance of receivables, whose
    // name the label keeps without the words before it.
    const at = question.toLowerCase().indexOf(name.toLowerCase());
    if (at > 0 && RESERVE_FOR.test(question.slice(Math.max(0, at - 40), at))) return l.items;
    // Only earnings and earnings per share: an "adjusted EBIT" is the figure segment tables print.
    const adjusted = ADJUSTED.test(name) || (excluding && /\bexcluding\b/i.test(name));
    return adjusted ? l.items.filter((id) => ADJUSTED_ITEMS.has(id)) : [];
  });
}

const RESERVE_FOR = /\b(?:allowances?|reserves?|provisions?)\s+for\s+(?:the\s+)?$/i;

const ADJUSTED_ITEMS = new Set<LineItemId>(["epsDiluted", "epsBasic", "netIncome", "netIncomeAttributable"]);

// A measure the company adjusts ("adjusted diluted EPS", "core EPS", "non-GAAP net income"),
// or the statement figure without some charges ("diluted EPS excluding the restructuring charges"),
// is a figure of the release's own reconciliations, not the statement row of the item inside.
const ADJUSTED = /\b(?:adjusted|core|non-?gaap|underlying|pro\s+forma)\b/i;
const EXCLUDED_ITEMS = /\bexcluding\b[^?.]{0,60}?\b(?:charges?|items?|costs?|impacts?|effects?|gains?|losses|benefits?|expenses?)\b/i;
