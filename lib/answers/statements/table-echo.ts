// The words of a question a table's own lead-in echoes ("allocation of capital expenditures",
// "same-store net revenues", "deliveries", "by class of customer"): where several tables break the
// measure down, the one introduced in the question's own words is the breakdown asked. Only words
// that tell the candidate tables apart count: a word every candidate's lead-in says (the measure,
// the company) decides nothing.
import { tokenize } from "../../finance";
import type { TableRow } from "./statement-table";

// Words that frame a question rather than name what it is about.
const FRAME = new Set([
  "which", "what", "whose", "that", "this", "with", "from", "than", "most", "least", "more", "less", "highest", "lowest", "largest",
  "smallest", "biggest", "fastest", "slowest", "grew", "grow", "growth", "fell", "fall", "rose", "rise", "declin", "decreas", "increas",
  "change", "chang", "percent", "percentage", "term", "year", "years", "ended", "fiscal", "quarter", "month", "months", "each",
  "their", "they", "have", "were", "does", "did", "much", "many", "how", "versu", "against", "compared", "report", "reported", "line",
  "lines", "about", "also", "into", "over", "under", "after", "before", "during", "between", "among", "other", "only", "them",
]);

// Words of a period ("the 12 weeks ended June 17, 2023"): they tell a table's columns, not which table.
const PERIOD = /^(?:weeks?|months?|quarters?|years?|annual|quarterly|interim|ended|ending|twelve|three|six|nine|first|second|third|fourth|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/;

// Words of a move in any form ("increased", "declining", "shrank"): how a figure moved, not which table.
const MOVE = /^(?:increas|decreas|declin|gr[eo]w|ris|rose|fell|fall|chang|drop|shr[iau]nk|gain|los[st]|improv|jump|surg|slid|slip|plung|soar)/;

/** The stems of the question's content words, without the company's name. */
export function echoWords(question: string, company: string): string[] {
  const own = new Set(tokenize(company).map((t) => t.word));
  const out = new Set<string>();
  for (const t of tokenize(question)) if (t.word.length >= 4 && /^[a-z]/.test(t.word) && !FRAME.has(t.word) && !MOVE.test(t.word) && !PERIOD.test(t.word) && !own.has(t.word)) out.add(t.word);
  return [...out];
}

/** The header line of the table a row stands in: its first line ("| (Amounts in millions) Allocation of Capital Expenditures | …"). */
export function tableHeader(row: TableRow, content: string): string {
  const lines = content.split("\n");
  let i = lines.indexOf(row.line);
  if (i < 0) return "";
  while (i > 0 && lines[i - 1]!.startsWith("|")) i--;
  return lines[i] ?? "";
}

/**
 * A paragraph's last sentence, the one that leads into the table below it: the sentences before
 * speak of other things ("… including any corporate overhead allocations" above a segment table).
 */
export function lastSentence(paragraph: string): string {
  return paragraph.trim().split(/(?<=[a-zA-Z)]\.)\s+(?=[A-Z])/).at(-1) ?? paragraph;
}

/** For each text, how many of the words it says that not every text says. */
export function echoCounts(texts: readonly string[], words: readonly string[]): number[] {
  if (words.length === 0 || texts.length < 2) return texts.map(() => 0);
  const said = texts.map((text) => new Set(tokenize(text).map((t) => t.word)));
  const telling = words.filter((w) => !said.every((s) => s.has(w)));
  return said.map((s) => telling.filter((w) => s.has(w)).length);
}
