// An answer's headline is the first **bold** figure of its lead, and a reader (or a judge) takes it
// for the answer. A lead often states several figures: an amount and its growth ("decreased $29
// million, or 4.0%"), a level and its change ("increased 65% to $3.6 billion"), a figure per period
// ("$11.2 billion and $10.8 billion as of July 2, 2023 and December 31, 2022, respectively"), an
// amount and its share of a whole ("$16.0 billion, which represented 25% of our total net sales").
// Whichever reader wrote the lead, the figure in bold must be the one asked: of the unit the
// question asks (a percent or an amount, figure-unit-asked.ts), and of the period it asks when the
// lead lists figures by period. A passage lead with no bold at all gets the figure asked in bold
// when the question asks a figure in a unit; a question that asks none gets none.
import { askedDay, ofPeriodListed } from "./respectively-list";
import { yearAsked } from "./year-asked";
import { unitAsked, type UnitAsked } from "./figure-unit-asked";
import { valueAsked } from "./value-asked";
import type { Written } from "./written";

interface Stated {
  at: number;
  text: string;
  unit: UnitAsked;
}

// A percent ("4.0%", "29 percent", "+3.0 percentage points"), and money ("$3.6 billion", "$612.1 million", "$(770)", "803
// million"); a year or a day is neither.
const FIGURE = /(?<![\w.,])(?:[+-]?\d{1,3}(?:\.\d+)?\s?(?:%|percent(?:age\s+points?)?\b)|\$\s?\d[\d,]*(?:\.\d+)?(?:\s+(?:million|billion|thousand|trillion)\b)?|\d[\d,]*(?:\.\d+)?\s+(?:million|billion|trillion)\b)/gi;

function statedFigures(sentence: string): Stated[] {
  return [...sentence.matchAll(FIGURE)].map((m) => ({ at: m.index!, text: m[0], unit: /%|percent/i.test(m[0]) ? "percent" : "money" }));
}

// A change asked, not a level: "how much did it increase", "by how much", "by what percent", "the
// decrease in net cash used", "percentage change", "by how many pts" (a rate's change). A change named only as the time of the question
// ("after the 2020 decline, what were …") asks the level. Which part "grew the fastest" or "lost the
// most" asks the change too.
const CHANGE_ASKED =
  /\bhow\s+much\s+(?:did|does|do|has|have|had|was|were|is|are)\b[^?]*?\b(?:increase|decrease|grow|grew|rise|rose|fall|fell|decline|drop|change|go(?:ne)?\s+(?:up|down)|went\s+(?:up|down)|improve|shrink|shrank|expand|climb|jump)|\bby\s+(?:how\s+much|what\s+(?:amount|percent(?:age)?))\b|\b(?:increase|decrease|change|growth|decline|rise|drop|reduction|improvement|gain)\s+(?:in|of)\b|\b(?:pts|points|bps)\b|\b(?:percent(?:age)?|dollar)\s+(?:change|increase|decrease|decline|growth|rise|drop)\b|\bgrowth\b|\bgrow\b|\bchange\b/i;
const CHANGED_MOST = /\b(?:grew|rose|fell|increased|decreased|declined|dropped|gained|lost|improved)\b[^?]{0,30}?\b(?:fastest|most|least|slowest|more|less)\b/i;

/**
 * Whether the question asks a change rather than a level. `outright`: only a change asked in so
 * many words ("by how much", "the decrease in"); which part "rose the most" names the part, and its
 * level heads the answer as the team's tables have it.
 */
function changeAsked(question: string, outright = false): boolean {
  return CHANGE_ASKED.test(question) || (!outright && CHANGED_MOST.test(question));
}

// "increased $8.9 billion, or 9.8%, to $100.1 billion", "grew 65% to $3.6 billion": a figure after
// "to" that ends a change stated in the same clause.
const CHANGE_VERB = /\b(?:increased|decreased|grew|rose|fell|declined|dropped|climbed|improved|expanded|shrank|was\s+(?:up|down)|from)\b/gi;
// A change's own figure: "down $804 million", "up 3.0 percentage points", "increased by $257 million", "a decrease of $29 million".
const CHANGE_BEFORE = /\b(?:up|down|(?:increased|decreased|rose|fell|grew|declined|dropped)\s+by|(?:increase|decrease|decline|drop|change)\s+of)\s+$/i;

/** The figure a lead gives as a change, of the figures given; undefined when none is. */
function changeOf(sentence: string, figures: Stated[]): Stated | undefined {
  return figures.find((f) => CHANGE_BEFORE.test(sentence.slice(Math.max(0, f.at - 24), f.at)));
}

/** The level a change went to, of the figures given (those of the unit asked); undefined when the lead states none. */
function levelAfterChange(sentence: string, figures: Stated[]): Stated | undefined {
  for (const verb of sentence.matchAll(CHANGE_VERB)) {
    const from = verb.index! + verb[0].length;
    const clause = sentence.slice(from).search(/[.;]\s|\bcompared\b|\bwhile\b|\band\s+(?:its|our|the)\b/);
    const end = clause < 0 ? sentence.length : from + clause;
    const to = figures.find((f) => f.at > from && f.at < end && /\bto\s+(?:(?:over|about|approximately|nearly|almost|more\s+than)\s+)?$/i.test(sentence.slice(Math.max(from, f.at - 24), f.at)));
    if (to && figures.some((f) => f.at > from && f.at < to.at)) return to;
  }
  return undefined;
}

/** A figure the question itself states ("its 50% stake") is no figure it asks. */
function statedInQuestion(question: string, figure: string): boolean {
  const digits = figure.match(/\d[\d,]*(?:\.\d+)?/)?.[0]?.replace(/,/g, "");
  const numbers: string[] = question.replace(/,/g, "").match(/\d+(?:\.\d+)?/g) ?? [];
  return !!digits && numbers.includes(digits);
}

/**
 * The lead sentence with the figure asked in bold: the question's period in a respectively-list,
 * else the first figure of the unit asked when the bold one is of another unit or there is none.
 * The sentence unchanged when the question asks no unit, or the lead states no figure of it.
 */
export function boldFigureAsked(sentence: string, question: string, figureAsked = false): string {
  // The headline: the first bold span holding a digit. Other bold words (a label) stay.
  const head = /\*\*([^*]*\d[^*]*)\*\*/.exec(sentence);
  const base = head ? sentence.slice(0, head.index) + head[1] + sentence.slice(head.index + head[0].length) : sentence;
  const figures = statedFigures(base).filter((f) => !statedInQuestion(question, f.text));
  const headFigure = head ? figures.find((f) => f.at === head.index && f.text === head[1]) : undefined;
  const unit = unitAsked(question);
  // The unit to answer in: the one asked, else the headline's own; with neither, a list by period
  // of amounts still has the period asked's figure for its headline.
  const wanted = unit ?? headFigure?.unit ?? "money";
  const ofUnit = figures.filter((f) => f.unit === wanted);
  const listed = ofPeriodListed(base, ofUnit, (f) => f.at, yearAsked(question), askedDay(question));
  let target: Stated | undefined;
  const level = changeAsked(question) ? undefined : levelAfterChange(base, unit ? ofUnit : figures);
  if (listed && listed.length === 1) target = listed[0];
  // A level asked of a lead telling its change first ("increased $8.9 billion, or 9.8%, to $100.1
  // billion"): the level is the figure the change went to.
  else if (level && (!head || headFigure)) target = level;
  // A change asked in a unit of a lead headed by a level ("$5,862 million … against $6,666
  // million, down $804 million", asked which segment lost the most in dollars): the change.
  else if (unit && headFigure && changeAsked(question, true) && changeOf(base, ofUnit) && changeOf(base, ofUnit) !== headFigure) target = changeOf(base, ofUnit);
  // A headline of another unit, or none, gives way to the first figure of the unit asked; a
  // headline that is more than a figure ("**$2.0 billion in cash**") is the writer's own choice.
  else if (unit && (!head || (headFigure && headFigure.unit !== unit))) target = ofUnit[0];
  // A figure asked in no unit ("GLW capex 1H23?") that a passage answers: its first figure leads.
  else if (!head && figureAsked) target = ofUnit[0] ?? figures[0];
  if (!target || (head && !headFigure)) return sentence;
  if (headFigure && headFigure.at === target.at) return sentence;
  return `${base.slice(0, target.at)}**${target.text}**${base.slice(target.at + target.text.length)}`;
}

/**
 * A lead whose bold figure heads a respectively-list of periods, with the bold moved to the figure
 * of the period the question asks ("In 2021, 2020 and 2019, … accounted for 14%, 13% and 13%,
 * respectively", asked of 2019). A question put in words ("How reliant was it …", "Was it …") asks
 * no figure's value, yet the lead's writer put one in bold, and a reader takes that one for the
 * year asked: the latest year's figure would answer another year. The sentence unchanged when it
 * has no bold figure, is no such list, or lists the period asked not exactly once.
 */
export function boldPeriodListed(sentence: string, question: string): string {
  const head = /\*\*([^*]*\d[^*]*)\*\*/.exec(sentence);
  if (!head) return sentence;
  const base = sentence.slice(0, head.index) + head[1] + sentence.slice(head.index + head[0].length);
  const figures = statedFigures(base).filter((f) => !statedInQuestion(question, f.text));
  const headFigure = figures.find((f) => f.at === head.index && f.text === head[1]);
  if (!headFigure) return sentence;
  const ofUnit = figures.filter((f) => f.unit === headFigure.unit);
  const listed = ofPeriodListed(base, ofUnit, (f) => f.at, yearAsked(question), askedDay(question));
  const target = listed && listed.length === 1 ? listed[0]! : undefined;
  if (!target || target.at === headFigure.at) return sentence;
  return `${base.slice(0, target.at)}**${target.text}**${base.slice(target.at + target.text.length)}`;
}

/**
 * The answer with its lead's headline the figure asked (see boldFigureAsked). `figureAsked`: the
 * question asks for a figure the statements would state (a line item, a metric), so a lead with
 * no bold figure bolds its first even when no unit is said.
 */
export function withFigureAsked(question: string, written: Written, figureAsked = false): Written {
  // Asked in words, only a bold figure of a list by period is moved, to the period asked.
  const inWords = !valueAsked(question);
  const lines = written.text.split("\n");
  // The lead: the first line stating a figure, before the sources and the passages beside it.
  const end = lines.findIndex((l) => /^\s*(?:-\s|Source:|Also relevant)/.test(l));
  const at = lines.slice(0, end < 0 ? lines.length : end).findIndex((l) => l.includes("**") || statedFigures(l.replace(/\[#[0-9a-zA-Z]+\]/g, "")).length > 0);
  if (at < 0) return written;
  const line = lines[at]!;
  // The lead's own words, its citation markers aside: a marker's digits are no figure.
  const cut = line.search(/\s*\[#[0-9a-zA-Z]+\]/);
  const sentence = cut >= 0 ? line.slice(0, cut) : line;
  const headed = inWords ? boldPeriodListed(sentence, question) : boldFigureAsked(sentence, question, figureAsked);
  if (headed === sentence) return written;
  lines[at] = headed + line.slice(sentence.length);
  return { ...written, text: lines.join("\n") };
}

/**
 * Whether the answer's lead states a figure of the unit the question asks (true when it asks
 * none): a percent asked ("what proportion of its DTC revenues came through its websites") that
 * a lead answers with an amount alone is not answered.
 */
export function statesUnitAsked(question: string, written: Written): boolean {
  const unit = unitAsked(question);
  if (!unit) return true;
  const end = written.text.search(/\n\s*(?:-\s|Source:|Also relevant)/);
  const lead = (end < 0 ? written.text : written.text.slice(0, end)).replace(/\[#[0-9a-zA-Z]+\]/g, "");
  return statedFigures(lead).some((f) => f.unit === unit);
}
