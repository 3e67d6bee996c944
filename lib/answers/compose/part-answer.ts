// "Which segment had the highest net income?", "Which region had the highest EBITDAR?": the parts
// of the company compared on one measure for the period asked, the answer first, then every part.
import { isRowLabel, lineItem, termExpr, tokenize, withoutSignAlternatives, type Expr, type LineItemId } from "../../finance";
import type { CitablePage } from "../engines/engine";
import type { Figure } from "../statements/figure-book";
import { compareParts, partKindAsked, type Measure, type PartComparison, type PartValue } from "../statements/part-comparison";
import { formatFigure } from "../statements/numbers";
import { rowItem } from "../statements/row-item";
import { partProfitMeasures } from "../statements/segment-profit";
import { isPercentRow } from "../statements/statement-table";
import { figureText, inText, periodText } from "./format";
import { moveAmountAsked } from "./move-amount-asked";
import { partOwnerAsked } from "./part-owner-asked";
import { partsDescribed } from "../statements/parts-described";
import { echoWords } from "../statements/table-echo";
import { partExtreme, profitShareAsked } from "./part-ratio-asked";
import { partQuotientAsked } from "./part-quotient-asked";
import { placeAsked, placeWord } from "./part-place-asked";
import { partsCountAsked } from "./parts-count-asked";
import { topPartsAsked } from "./top-parts-asked";
import type { QuestionReading } from "../../retrieval/read-question";
import { cite, figureExcerpts, type Written } from "./written";

// (Products and customer groups a table breaks sales down by are parts too: "which pharmaceutical
// product had the highest sales", "which customer group grew"; so are the lines of an expense
// table: "which expense line grew fastest", "which of its operating expenses grew fastest".)
// (Locations are parts: "by customer location, which non-U.S. location".)
// (Platforms and classes of products are parts too: "net revenues by platform", "net sales by class
// of similar products" — not a platform's partners, a class action or a class of stock.)
// What a question calls the parts of a company it compares.
// (A distribution channel is a part too: "which distribution channel's revenues fell".)
const PART_NOUNS = String.raw`(?:segments?|regions?|(?:(?:distribution|sales)\s+)?channels?|divisions?|business(?:es)?|business units?|geograph\w*|markets?|countries|country|categor(?:y|ies)|brands?|products?|franchises?|(?:customer\s+)?groups?|lines? of business|operations|properties|units?|(?:revenue|product|business)\s+(?:lines?|streams?|sources?)|revenue\s+types?|(?:expense|cost|spending)s?\s+(?:lines?|items?|types?)|line\s+items?|(?:customer\s+)?locations?|platforms?(?!\s+(?:partners?|providers?|owners?|holders?|companies|fees?))|class(?:es)?\s+of\s+(?:similar\s+)?products)`;
const WHICH_PART = new RegExp(String.raw`\b(?:which|what|whose)\b[^?]*?\b${PART_NOUNS}\b|\bwhich\s+of\s+(?:its|their|the|[A-Z][\w.&-]*['’]s?)\s+(?:[\w-]+\s+){0,2}(?:expenses|costs)\b|\bwhich\s+(?:line|item|component)s?\s+of\b`, "i");
const SUPERLATIVE = /\b(?:most|highest|largest|biggest|greatest|maximum|best|strongest|least|lowest|smallest|minimum|worst|weakest)\b/i;
// Words that say how much without saying of what: "the highest EBITDAR contribution".
// How it moved is not what moved: "the highest reported sales growth" compares sales.
const VAGUE = new Set(["contribution", "amount", "level", "value", "share", "figure", "number", "total", "the", "a", "in", "of", "for", "during", "among", "and", "growth", "reported", "increase", "change", "rise", "gain", "decline", "drop"]);

/** Whether the question asks which part of the company stands out on a measure, or moved ("which segment grew"). */
export function asksWhichPart(asked: string, reading: QuestionReading): boolean {
  // "Equity in income (loss) of affiliates" names a row: its "(loss)" says no part fell.
  const question = withoutSignAlternatives(asked);
  if (RANK.test(question) || topPartsAsked(question) !== null || partsCountAsked(question) !== null) return true;
  // "Which class ranked second by net sales": a place in the ranking asked of named parts.
  if (placeAsked(question) > 1 && WHICH_PART.test(question)) return true;
  const extreme = partExtreme(question, reading) !== null || RATE_EXTREME.test(question);
  if (extreme && (PART_AT_EXTREME.test(question) || PART_WITH_EXTREME.test(question) || BY_PART.test(question))) return true;
  const moved = partExtreme(question, reading) !== null || FELL.test(question) || ROSE.test(question);
  return moved && (WHICH_PART.test(question) || PARTS_THEN_WHICH.test(question) || (PART_NOUN.test(question) && ANY_PART.test(question)));
}

// The parts named before the question word: "Among its operating expense lines, which one grew
// fastest", "Of Amazon's three segments, which generated the most", "For 3M's Health Care product
// lines, which one fell most".
const PARTS_THEN_WHICH = new RegExp(String.raw`\b(?:among|of|across|between|from|for)\s+(?:(?:its|their|the|all|[A-Z][\w.&-]*(?:['’]s?)?|\d[\w.&-]*['’]s)\s+){1,3}(?:[\w-]+\s+){0,3}?${PART_NOUNS}\b[^?]*?\b(?:which|what|whose)\b`, "i");
// The parts named as what the figures are broken down by: "biggest gainer in share of net sales, by category".
const BY_PART = new RegExp(String.raw`\b(?:by|per|across)\s+(?:(?:business|operating|reportable|geographic)\s+)?${PART_NOUNS}\b`, "i");
// The part asked for by an imperative or in shorthand, the superlative after it: "Name the Amazon
// segment (North America, International or AWS) with the largest operating income", "category with
// biggest gain in % of net sales", "the division that posted the lowest operating profit".
const PART_WITH_EXTREME = new RegExp(String.raw`\b${PART_NOUNS}\s+(?:\([^)]*\)\s+)?(?:with|that\s+(?:had|has|saw|posted|generated|recorded|reported|delivered|showed|made)|having|posting|generating|recording|showing)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:most|highest|largest|biggest|greatest|best|strongest|least|lowest|smallest|worst|weakest|top|fastest|slowest)\b`, "i");

// "Lowest segment operating profit at …", "the largest region by sales", "fastest-growing segment":
// the part asked without "which".
const PART_AT_EXTREME = /\b(?:most|highest|largest|biggest|greatest|best|strongest|least|lowest|smallest|worst|weakest|top|fastest|slowest)(?:[\s-]+(?:growing|declining|shrinking))?\s+(?:(?:[\w&.'’-]+\s+){0,4}?(?:segments?|regions?|divisions?|business\s+units?|geograph\w*|markets?|countr(?:y|ies))\b)/i;
const RATE_EXTREME = /\b(?:fastest|slowest)\b/i;
// "Rank the segments by operating income", "order its divisions by revenue": every part, in order.
const RANK = /\b(?:rank|ranks|ranked|ranking|order|sort|sorted)\b[^?.]*?\b(?:segments?|divisions?|regions?|business(?:es)?|business\s+units?|geograph\w*)\b|\b(?:segments?|divisions?|regions?|business\s+units?)\b[^?.]*?\b(?:ranked|ranking|in\s+order|from\s+(?:largest|highest|smallest|lowest))\b/i;
// "Did any division's net revenue decline? Which one?", "did every segment grow …; if not, which
// fell?": the parts named before the question word, asked of all of them.
const PART_NOUN = /\b(?:segments?|divisions?|regions?|business\s+units?|geograph\w*|revenue\s+(?:lines?|streams?)|products|customer\s+groups)\b/i;
const ANY_PART = /\b(?:which|whose|any|every|each|all)\b/i;

// "Outside the United States, which region …", "excluding Corporate": a part left out of the comparison.
const LEFT_OUT = /\b(?:[Oo]utside(?:\s+of)?|[Ee]xcluding|[Ee]xcept(?:\s+for)?|[Oo]ther\s+than|[Aa]part\s+from|[Bb]esides|[Aa]side\s+from)\s+(?:the\s+)?(?<part>[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})/;

// "Which non-U.S. location", "which non-US market": the place named after "non-" is left out.
const NON_PART = /\bnon-(?<part>U\.S\.|U\.K\.|US|UK|[A-Z][\w.&'’-]*)(?=[\s,?])/;

/** The part the question leaves out of the comparison ("outside the United States", "non-U.S."), or undefined. */
export function leftOutPart(question: string): string | undefined {
  return LEFT_OUT.exec(question)?.groups?.part ?? NON_PART.exec(question)?.groups?.part;
}

/** The comparison without the part the question leaves out. */
function leavingOut(question: string, comparison: PartComparison | null): PartComparison | null {
  const out = leftOutPart(question);
  if (!comparison || !out) return comparison;
  const key = placeKey(partKey(out.replace(/^the\s+/i, "")));
  const parts = comparison.parts.filter((p) => !` ${placeKey(partKey(p.part))} `.includes(` ${key} `));
  return parts.length >= 1 && parts.length < comparison.parts.length ? { ...comparison, parts } : comparison;
}

// "Which category gained the most share of net sales", "the revenue mix", "in percentage points":
// the parts' shares are compared, from a table of percentages where the pages print one.
const SHARE_ASKED = /\bshares?\s+of\b|\b(?:revenue|sales|product)\s+mix\b|\bmix\s+of\b|\bpercentage\s+points?\b|\b(?:in|by)\s+(?:how\s+many\s+)?points\b/i;

/** The parts compared on a measure for a period, as the question narrows them. */
function partsFor(question: string, pages: CitablePage[], measure: Measure, year: number, reading: QuestionReading, like: string[] = [], preferredYear = year, share: boolean | null = SHARE_ASKED.test(question) || null): PartComparison | null {
  const period = { quarter: reading.quarter, endsOn: reading.endsOn };
  const document = pages[0]?.document;
  const owner = document ? partOwnerAsked(question, { name: document.companyName ?? "", tickers: document.companyTickers ?? [] }) : [];
  const read = (m: Measure) => compareParts(pages, m, year, reading.months, period, like, partKindAsked(question), preferredYear, qualifierOf(question, measure), share, owner, partsDescribed(question), echoWords(question, document?.companyName ?? ""));
  // Parts' operating profit measured by another figure (EBIT) where the tables print no operating income per part.
  const fallbacks = "item" in measure ? partProfitMeasures(measure.item).map((item): Measure => ({ item })) : [];
  let found = read(measure);
  for (const other of fallbacks) found ??= read(other);
  return leavingOut(question, onlyNamed(question, found));
}

// "Which country": "Rest of world" and "Other countries" sum the countries not named, no country.
const COUNTRY_ASKED = /\bcountr(?:y|ies)\b/i;
const REST = /^(?:rest\s+of\b|(?:all\s+)?other\b)/i;

/** The comparison without the remainder rows when a named place is asked. */
function onlyNamed(question: string, comparison: PartComparison | null): PartComparison | null {
  if (!comparison || !COUNTRY_ASKED.test(question)) return comparison;
  const parts = comparison.parts.filter((p) => !REST.test(p.part.trim()));
  return parts.length >= 2 ? { ...comparison, parts } : comparison;
}

// Words before a measure that say which measure, not which company or which part.
const NO_QUALIFIER = new Set(["which", "what", "whose", "the", "its", "their", "of", "in", "by", "net", "total", "gross", "segment", "division", "region", "business", "unit", "company", "had", "has", "with", "and", "for", "most", "highest", "largest", "lowest", "best", "least", "smallest", "biggest", "greatest", "worst", "fewest", "reported", "annual", "quarterly", "year", "one", "any", "each", "every"]);

/**
 * The words a question writes right before the measure, in lower case as a common noun is
 * ("which subscription revenue line", not "which Adobe revenue line"): they say which of the
 * company's tables of the measure is meant — the subscription revenue by product, not revenue by type.
 */
function qualifierOf(question: string, measure: Measure): string[] {
  if (!("item" in measure)) return [];
  const tokens = tokenize(question);
  const labels = lineItem(measure.item).labels.map((l) => tokenize(l).map((t) => t.word));
  for (let i = 0; i < tokens.length; i++) {
    const label = labels.find((l) => l.length > 0 && l.every((w, k) => tokens[i + k]?.word === w));
    if (!label) continue;
    const before = tokens.slice(Math.max(0, i - 2), i).filter((t) => /^[a-z]/.test(question.slice(t.start, t.end)) && !NO_QUALIFIER.has(t.word) && !VAGUE.has(t.word) && t.word.length > 2 && !/'/.test(question.slice(t.start, t.end)));
    // Only the words right before the measure: a word further back that is no qualifier ends them.
    const run: string[] = [];
    for (const t of tokens.slice(Math.max(0, i - 2), i).reverse()) {
      if (!before.includes(t)) break;
      run.unshift(t.word);
    }
    // A mention naming no kind ("revenue disaggregation note: … the smallest footwear revenues")
    // leaves the question's later mentions to say which.
    if (run.length) return run;
  }
  return [];
}

/** The measure compared and its name: the line item named, else the words after the superlative ("EBITDAR"). */
function measureOf(question: string, reading: QuestionReading): { measure: Measure; name: string } | null {
  if (reading.lineItems.length) return { measure: { item: reading.lineItems[0]! }, name: lineItem(reading.lineItems[0]!).name.toLowerCase() };
  // "The biggest increase in operating profit": the change of one line item is read as that item.
  const expr = reading.metric?.expr;
  if (expr && "item" in expr) return { measure: { item: expr.item }, name: lineItem(expr.item).name.toLowerCase() };
  const m = SUPERLATIVE.exec(question);
  if (!m) return null;
  const following = question.slice(m.index + m[0].length).split(/\b(?:for|in|during|among|at|as of|by|of [A-Z])\b|[?,.]/)[0]!;
  // "Which segment grew its Adjusted Property EBITDAR the most in 2019": nothing after the
  // superlative says what; the words between the verb and it do.
  const after = tokenize(following).some((t) => !VAGUE.has(t.word) && t.word.length > 1) ? following : measureBefore(question.slice(0, m.index)) ?? following;
  const words = tokenize(after).map((t) => t.word).filter((w) => !VAGUE.has(w) && w.length > 1);
  // Words the dictionary reads as one line item ("reported sales growth" → revenue) compare that
  // item, whatever wording each table gives it.
  const phrase = after.split(/\s+/).filter((w) => tokenize(w).some((t) => !VAGUE.has(t.word))).join(" ");
  const named = phrase ? termExpr(phrase, { year: null }) : null;
  if (named && "item" in named && named.at === "current" && !isRowLabel(named.item)) {
    return { measure: { item: named.item }, name: lineItem(named.item).name.toLowerCase() };
  }
  return words.length ? { measure: { words }, name: after.trim() } : null;
}

// The verb a movement or level is told by, and the possessive before the measure it moved.
const MEASURE_VERB = /\b(?:gr[eo]w|grow(?:s|ing)?|r[io]se|rises|f[ae]ll|falls|increased?|decreased?|declined?|dropped|drop|improved?|had|has|saw|posted|earned|generated|its|their)\b/gi;

/** The words between the last verb (or possessive) and the superlative: "grew its <EBITDAR> the most". */
function measureBefore(before: string): string | null {
  const verbs = [...before.matchAll(MEASURE_VERB)];
  const last = verbs.at(-1);
  if (!last) return null;
  const words = before.slice(last.index + last[0].length).replace(/^\s*(?:its|their)\b/i, "").replace(/\bthe\s*$/i, "").trim();
  return words ? ` ${words}` : null;
}

function asFigure(p: PartValue, page: CitablePage, year: number): Figure {
  return { item: "revenue", year, printed: p.value, amount: p.amount, row: p.row, column: p.column, page };
}

function where(c: PartComparison, p: PartValue): string {
  if (p.part === p.row.label) return `the "${p.row.label}" row under "${c.measure}" (page ${c.page.pageNumber})`;
  if (p.part === p.row.section) return `the "${p.row.label}" row under "${p.part}" (page ${c.page.pageNumber})`;
  return `the "${p.part}" column of "${p.row.label}" (page ${c.page.pageNumber})`;
}

const partKey = (name: string) => tokenize(name).map((t) => t.word).join(" ");
// "US", "U.S.", "USA" and "the United States" are one place; "UK" and "the United Kingdom" too.
const placeKey = (key: string) => key.replace(/\b(?:united states?(?: of america)?|u s a|usa|u s|us)\b/g, "usa").replace(/\b(?:united kingdom|u k|uk)\b/g, "uk");

/**
 * The two figures of a ratio the question defines or composes ("net income relative to segment
 * net sales", "pretax income over total revenues net of interest expense"): one this period's
 * figure over another's, each read per part as any measure is.
 */
function plainRatio(expr: Expr): [LineItemId, LineItemId] | undefined {
  if (!("op" in expr) || expr.op !== "/") return undefined;
  const { left, right } = expr;
  if (!("item" in left && "item" in right) || left.at !== "current" || right.at !== "current") return undefined;
  const [top, bottom] = [partItem(left.item), partItem(right.item)];
  return top !== bottom ? [top, bottom] : undefined;
}

/**
 * A row the question names for each part ("segment operating profit", "segment net sales") is the
 * line item its words name without "segment": every part's figure is a segment's.
 */
function partItem(item: LineItemId): LineItemId {
  if (!isRowLabel(item)) return item;
  const plain = item.slice("row:".length).replace(/\b(?:segments?|divisions?|reportable)\b/gi, " ").replace(/\s+/g, " ").trim();
  return (plain && rowItem(plain)) || item;
}

/**
 * A ratio compared across the parts ("which segment had the highest operating margin"): its
 * numerator and denominator read for each part from the tables that break the company down, the
 * ratio computed per part, each figure cited.
 */
function ratioAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const said = profitShareAsked(question);
  // A division to carry out per part ("divide each segment's net income by its net sales") is the ratio asked.
  // (Or defined beside the ratio's name: "contribution margin (contribution profit divided by segment revenues)".)
  const divided = said ? undefined : partQuotientAsked(question);
  // Said in words, the ratio is that one, whatever name the reader of figures made of the words.
  const ratioOf = said ?? divided ?? (reading.metric ? (reading.metric.ratioOf ?? plainRatio(reading.metric.expr)) : undefined);
  if (!ratioOf) return null;
  const metric = divided
    ? { name: `${lineItem(divided[0]).name} to ${lineItem(divided[1]).name.toLowerCase()}`, unit: "percent" as const }
    : reading.metric && !said ? reading.metric : { name: "Operating margin", unit: "percent" as const };
  const extreme = partExtreme(question, reading);
  const period = { quarter: reading.quarter, endsOn: reading.endsOn };
  // Parts' operating profit measured by EBIT where the tables print no operating income per part.
  const tops = [ratioOf[0], ...partProfitMeasures(ratioOf[0])];
  let top: PartComparison | null = null;
  for (const item of tops) top ??= compareParts(pages, { item }, year, reading.months, period);
  const bottom = top && compareParts(pages, { item: ratioOf[1] }, year, reading.months, period, top.parts.map((p) => p.part));
  if (!top || !bottom) return null;
  const joined = top.parts.flatMap((n) => {
    const d = bottom.parts.find((b) => partKey(b.part) === partKey(n.part));
    return d && d.amount !== 0 ? [{ part: n.part, numerator: n, denominator: d, value: (n.amount / d.amount) * (metric.unit === "percent" ? 100 : 1) }] : [];
  });
  if (joined.length < 2) return null;
  const ordered = joined.sort((a, b) => b.value - a.value);
  const pick = extreme === "min" ? ordered[ordered.length - 1]! : ordered[0]!;
  const unit = metric.unit === "percent" ? "%" : "";
  const show = (v: number) => `${formatFigure(v, reading.decimals ?? 1)}${unit}`;
  const figures = ordered.flatMap((p) => [asFigure(p.numerator, top.page, year), asFigure(p.denominator, bottom.page, year)]);
  const cites = (p: (typeof ordered)[number]) => cite([asFigure(p.numerator, top.page, year), asFigure(p.denominator, bottom.page, year)]);
  const amount = (v: PartValue, page: CitablePage) => figureText(asFigure(v, page, year), reading.scale);
  const name = inText(metric.name);
  const others = ordered.filter((p) => p !== pick).slice(0, 3).map((p) => `${p.part} (${show(p.value)})`);
  const lines = [
    `${pick.part} had the ${extreme === "min" ? "lowest" : "highest"} ${name} for ${periodText(year, reading.months, reading)}: **${show(pick.value)}** ` +
      `(${amount(pick.numerator, top.page)} of ${top.measure.toLowerCase()} on ${amount(pick.denominator, bottom.page)} of ${bottom.measure.toLowerCase()}) ${cites(pick)}` +
      `${others.length ? `, ${extreme === "min" ? "below" : "ahead of"} ${others.join(", ")}` : ""}.`,
    "",
    ...ordered.map((p) => `- ${p.part}: ${show(p.value)} — ${amount(p.numerator, top.page)} / ${amount(p.denominator, bottom.page)} ${cites(p)}`),
    "",
    `${metric.name} = ${top.measure} / ${bottom.measure}, per part.`,
  ];
  return { text: lines.join("\n"), excerpts: figureExcerpts(figures) };
}

const FELL = /\b(?:drop(?:ped|s)?|declin\w*|decreas\w*|f[ae]ll\w*|shr[iau]nk\w*|lost|loss)\b/i;
// "The largest operating loss", "the biggest net loss": a loss is a level of the measure, read
// below zero — the most negative figure is the largest loss; no movement is asked.
const LOSS_LEVEL = /\b(?:largest|biggest|greatest|highest|heaviest|deepest|worst|most|smallest|lowest|least)\s+(?:(?:\w+[\s-]+){0,2})loss(?:es)?\b/i;
const movedWord = (question: string, re: RegExp) => re.test(question.replace(LOSS_LEVEL, " "));
// A move asked without its direction: "changed the most", "the biggest swing", "moved the most".
const CHANGED = /\b(?:chang(?:ed|es|e)|swung|swings?|moved)\b[^?.]*?\b(?:most|least|biggest|largest|greatest|smallest)\b|\b(?:most|least|biggest|largest|greatest|smallest)\s+(?:[\w-]+\s+){0,2}?(?:change|swing|move)\b/i;
const ADDED = /\badd(?:ed|s|ing)?\s+(?:the\s+)?(?:most|more|fewest|fewer|least|less)\b|\bnet\s+additions?\b/i;
// "Added the most paid memberships", "net additions": what was added is the change of the measure, not its level.
const ROSE = /\b(?:gr[eo]w\w*|increas\w*|r[io]se\w*|gain\w*|improv\w*|add(?:ed|s|ing)?\s+(?:the\s+)?(?:most|more|fewest|least)|net\s+additions?)\b/i;
// Words that size a move ("grew the most", "the steepest decline", "rose faster"), not only its direction.
const MAGNITUDE = /\b(?:most|least|fewest|fastest|slowest|biggest|largest|greatest|smallest|steepest|sharpest|deepest|highest|lowest|strongest|weakest|best|worst|more|less|faster|slower|bigger|larger|greater|smaller)\b/i;
// Growth is said in percent ("the highest sales growth"); an increase or a drop in amounts.
const RATE = /\b(?:fastest|slowest|percent(?:age)?|%|rate|growth)\b/i;
// (A move "in dollars" or "in $ millions" is one of amounts too, never of the shares a mix table prints.)
const PERCENT_MOVE = /\bpercent(?:age)?\b|%|\bdollars?\b|\bin\s+\$/i;

/** The move a question ranks the parts by: down, up, either way (by size), or none (their levels). */
export function moveAsked(question: string): { direction: "fell" | "rose" | "either"; rate: boolean } | null {
  const fell = movedWord(question, FELL);
  const either = !fell && !movedWord(question, ROSE) && CHANGED.test(question);
  if (!fell && !either && !movedWord(question, ROSE)) return null;
  return { direction: fell ? "fell" : either ? "either" : "rose", rate: RATE.test(question) };
}

/**
 * Which part moved most between two periods ("which segment saw the biggest drop in net sales",
 * "which region grew fastest"): the measure read per part for both periods, the change (or the
 * rate of change) compared, each figure cited.
 */
function changeAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const fell = movedWord(question, FELL);
  // "Which segment's R&D changed the most": a move either way, the largest in size.
  const either = !fell && !movedWord(question, ROSE) && CHANGED.test(question);
  if (!fell && !either && !movedWord(question, ROSE)) return null;
  const asked = measureOf(question, reading);
  if (!asked) return null;
  const before = reading.years.length >= 2 && reading.years[0]! < year ? reading.years[0]! : year - 1;
  const period = { quarter: reading.quarter, endsOn: reading.endsOn };
  // A move in percent ("the steepest percentage decline") is a move of amounts, read first from a
  // table of amounts rather than of shares, unless shares are asked.
  const now = partsFor(question, pages, asked.measure, year, reading, [], year, SHARE_ASKED.test(question) || (PERCENT_MOVE.test(question) ? false : null));
  // The earlier period from the same filing's comparative column, so both figures are on one basis.
  // Shares are compared with shares, amounts with amounts.
  const inShares = now !== null && now.parts.every((p) => isPercentRow(p.row));
  const earlier = (r: QuestionReading) => now && partsFor(question, pages, asked.measure, before, r, now.parts.map((p) => p.part), now.page.document.fiscalYear ?? year, inShares);
  // The date asked ("13 weeks ended January 28, 2023") ends the later period; the earlier one
  // ended about a year before it, on its own day (52/53-week years move it by days). A date in
  // the calendar year after the fiscal one names, read as that year, finds the earlier column
  // only this way; else the year before is read by its fiscal year.
  const dated = reading.endsOn ? earlier(reading) : null;
  const then = (dated && now && !sameColumns(now, dated) ? dated : null) ?? earlier({ ...reading, endsOn: null });
  if (then && then.parts.every((p) => isPercentRow(p.row)) !== inShares) return null;
  if (!now || !then) return null;
  // A table of percentages (shares of sales, margins) moves in points: from 17% to 20% is up 3
  // points, not 17.6% — "in percentage points" or not, a share's gain is never a percent of a percent.
  const points = inShares;
  const rate = RATE.test(question) && !points;
  const moves = now.parts.flatMap((n) => {
    const b = then.parts.find((p) => partKey(p.part) === partKey(n.part));
    if (!b || (rate && b.amount === 0)) return [];
    const change = points ? n.value - b.value : n.amount - b.amount;
    return [{ part: n.part, now: n, then: b, change, pct: b.amount ? (change / Math.abs(b.amount)) * 100 : 0 }];
  });
  if (moves.length < 2) return null;
  const key = (m: (typeof moves)[number]) => (rate ? m.pct : m.change);
  // "Slowest" growth or the "least" decline looks at the other end.
  const other = reading.extreme === "min";
  const ordered = moves.sort((a, b) => (either ? (other ? -1 : 1) * (Math.abs(key(b)) - Math.abs(key(a))) : fell !== other ? key(a) - key(b) : key(b) - key(a)));
  const pick = ordered[0]!;
  const amount = (v: PartValue, page: CitablePage, y: number) => figureText(asFigure(v, page, y), reading.scale);
  const cites = (m: (typeof moves)[number]) => cite([asFigure(m.now, now.page, year), asFigure(m.then, then.page, before)]);
  const inPoints = (m: (typeof moves)[number]) => `${formatFigure(Math.abs(m.change), 1)} percentage points`;
  const moved = (m: (typeof moves)[number]) =>
    points ? `${m.change < 0 ? "down" : "up"} ${inPoints(m)}` : `${m.change < 0 ? "down" : "up"} ${figureText({ ...asFigure(m.now, now.page, year), amount: Math.abs(m.change) }, reading.scale)} (${formatFigure(Math.abs(m.pct), 1)}%)`;
  const label = (y: number) => periodText(y, reading.months, y === year ? reading : { ...reading, endsOn: null });
  const changeText = (m: (typeof moves)[number]) => points ? `${m.change < 0 ? "-" : "+"}${inPoints(m)}` : `${m.change < 0 ? "-" : "+"}${figureText({ ...asFigure(m.now, now.page, year), amount: Math.abs(m.change) }, reading.scale)}`;
  // A ranking by amount is answered with the part's own figure for the period in bold and its move
  // beside it ("Aeronautics rose the most …: **$26,266 million** …, up $2,573 million"), as readers
  // of a ranking take it; a ranking by rate ("grew fastest", "in percentage terms") with the rate it
  // was ranked by ("**+20.9%**", the two levels beside it). What was added ("added the most
  // memberships") and a share's move in points are themselves the figures asked.
  const levels = `from ${amount(pick.then, then.page, before)} in ${label(before)} to ${amount(pick.now, now.page, year)} in ${label(year)}`;
  const sized = rate || ADDED.test(question) || MAGNITUDE.test(question);
  const most = sized ? ` the ${other ? "least" : "most"}` : "";
  const lead = points
    ? `${pick.part} ${pick.change < 0 ? "lost" : "gained"} the most in ${asked.name}: **${changeText(pick)}** (${levels}) ${cites(pick)}.`
    : (ADDED.test(question) || moveAmountAsked(question)) && !rate
      ? moveAmountAsked(question) && !ADDED.test(question)
        ? `${pick.part} ${pick.change < 0 ? "fell" : "rose"}${most} in ${asked.name}: **${changeText(pick)}** (${levels}) ${cites(pick)}.`
        : `${pick.part} added the ${other ? "fewest" : "most"} ${asked.name}: **${changeText(pick)}** (${levels}) ${cites(pick)}.`
      : rate
        ? `${pick.part} ${pick.change < 0 ? "fell" : "rose"}${most} in ${asked.name} in percent: **${pick.change < 0 ? "-" : "+"}${formatFigure(Math.abs(pick.pct), 1)}%** (${levels}) ${cites(pick)}.`
        : `${pick.part} ${pick.change < 0 ? "fell" : "rose"}${most} in ${asked.name}: ` +
          `**${amount(pick.now, now.page, year)}** in ${label(year)} against ${amount(pick.then, then.page, before)} in ${label(before)}, ${moved(pick)} ${cites(pick)}.`;
  const lines = [
    lead,
    "",
    ...ordered.map((m) => `- ${m.part}: ${amount(m.now, now.page, year)} against ${amount(m.then, then.page, before)}, ${moved(m)} ${cites(m)}`),
  ];
  const figures = ordered.flatMap((m) => [asFigure(m.now, now.page, year), asFigure(m.then, then.page, before)]);
  return { text: lines.join("\n"), excerpts: figureExcerpts(figures) };
}

/** Whether two comparisons read their parts from the very same cells: one period read twice. */
function sameColumns(a: PartComparison, b: PartComparison): boolean {
  return a.page === b.page && a.parts.every((p) => b.parts.some((q) => q.row === p.row && q.column === p.column));
}

/**
 * Whether a page breaks the company into parts on what the question compares (its measure, or a
 * ratio's numerator) for the year asked: a page retrieval should add for a table question, which
 * ranking may leave out (a division table under no heading that says "division").
 */
export function comparesParts(question: string, reading: QuestionReading, year: number, page: CitablePage): boolean {
  const ratio = reading.metric && (reading.metric.ratioOf ?? plainRatio(reading.metric.expr));
  const asked = ratio ? { measure: { item: ratio[0] } as Measure } : measureOf(question, reading);
  if (!asked) return false;
  // Reading a page's tables costs; a page that never writes the measure is passed over unread.
  const text = page.content.toLowerCase();
  const wordings = "item" in asked.measure ? lineItem(asked.measure.item).labels : [asked.measure.words.join(" ")];
  if (!wordings.some((w) => w.toLowerCase().split(/\s+/).every((word) => text.includes(word)))) return false;
  return (partsFor(question, [page], asked.measure, year, reading)?.parts.length ?? 0) >= 2;
}

/** The parts compared on the measure the question names (operating income when it names none), or null. */
export function comparedParts(question: string, reading: QuestionReading, year: number, pages: CitablePage[], fallback: LineItemId): { comparison: PartComparison; name: string } | null {
  const asked = measureOf(question, reading) ?? { measure: { item: fallback }, name: lineItem(fallback).name.toLowerCase() };
  const comparison = partsFor(question, pages, asked.measure, year, reading);
  return comparison ? { comparison, name: asked.name } : null;
}

/** A part's figure as the answer cites it. */
export function partFigure(p: PartValue, comparison: PartComparison, year: number): Figure {
  return asFigure(p, comparison.page, year);
}

/** The part that stands out and the others beside it, or null when no table compares the parts. */
export function partAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const ratio = ratioAnswer(question, reading, year, pages);
  if (ratio) return ratio;
  const change = changeAnswer(question, reading, year, pages);
  if (change) return change;
  const asked = measureOf(question, reading);
  if (!asked) return null;
  const comparison = partsFor(question, pages, asked.measure, year, reading);
  if (!comparison) return null;
  // The largest loss is the lowest figure, below zero; the smallest loss the one nearest zero.
  const loss = LOSS_LEVEL.exec(question);
  const low = loss ? !/\b(?:smallest|lowest|least)\b/i.test(loss[0]) : reading.extreme === "min";
  const losses = loss ? comparison.parts.filter((p) => p.amount < 0) : comparison.parts;
  const ordered = [...(losses.length ? losses : comparison.parts)].sort((a, b) => (loss ? a.amount - b.amount : b.amount - a.amount));
  // "The second largest": the part at that place, the ones before it named as ahead of it.
  const place = loss ? 1 : Math.min(placeAsked(question), ordered.length);
  const pick = loss ? (low ? ordered[0] : ordered.at(-1)) : low ? ordered.at(-place) : ordered[place - 1];
  if (!pick) return null;
  const figures = ordered.map((p) => asFigure(p, comparison.page, year));
  const text = (p: PartValue) => figureText(asFigure(p, comparison.page, year), reading.scale);
  const word = loss ? (low ? "largest loss in" : "smallest loss in") : `${placeWord(place)}${reading.extreme === "min" ? "lowest" : "highest"}`;
  const ranking = low ? [...ordered].reverse() : ordered;
  const before = ranking.slice(0, place - 1).map((p) => `${p.part} (${text(p)})`);
  const others = ordered.filter((p) => p !== pick && !ranking.slice(0, place - 1).includes(p)).slice(0, 2).map((p) => `${p.part} (${text(p)})`);
  const beside = (before.length ? `, ${low ? "above" : "behind"} ${before.join(" and ")}` : "") + (others.length ? `${before.length ? " and" : ","} ${loss ? "beside" : reading.extreme === "min" ? "below" : "ahead of"} ${others.join(" and ")}` : "");
  const ref = cite(figures);
  // A ranking names every part in order, the first in bold; "the top two" the first two, then the rest.
  const top = loss || reading.extreme === "min" ? null : topPartsAsked(question);
  const ranked = (RANK.test(question) || top !== null) && !loss && place === 1
    ? `${top !== null ? `The top ${Math.min(top, ordered.length)} by ${asked.name}` : `Ranked by ${asked.name}`} for ${periodText(year, reading.months, reading)}: ${pick.part} first with **${text(pick)}** ${ref} — ${where(comparison, pick)}` +
      `${ordered.length > 1 ? `, then ${ordered.slice(1, top ?? ordered.length).map((p) => `${p.part} (${text(p)})`).join(", ")}` : ""}` +
      `${top !== null && ordered.length > top ? `; behind them ${ordered.slice(top).map((p) => `${p.part} (${text(p)})`).join(", ")}` : ""}.`
    : null;
  const lines = [
    ranked ?? `${pick.part} had the ${word} ${asked.name} for ${periodText(year, reading.months, reading)}: **${text(pick)}** ${ref} — ${where(comparison, pick)}${beside}.`,
    "",
    ...ordered.map((p) => `- ${p.part}: ${text(p)} ${ref}`),
  ];
  return { text: lines.join("\n"), excerpts: figureExcerpts(figures) };
}
