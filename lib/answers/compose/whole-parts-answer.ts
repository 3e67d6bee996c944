// The rows of a total compared as a question asks (see whole-parts-asked.ts): the row that
// stands out first with its figure in bold, the rows beside it, each cited, and the total the
// rows add up to; a move ranked by amount or percent, or one row's share of the total.
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import type { Figure } from "../statements/figure-book";
import { formatFigure } from "../statements/numbers";
import { wholeRows, type WholeRows } from "../statements/whole-rows";
import { dateText, figureText, possessive } from "./format";
import { moveAmountAsked } from "./move-amount-asked";
import { wholePartsAsked, type WholePartsAsk } from "./whole-parts-asked";
import { cite, figureExcerpts, type Written } from "./written";

const when = (f: Figure) => (f.column.end?.length === 10 ? `at ${dateText(f.column.end)}` : `in FY${f.year}`);
const key = (text: string) => text.toLowerCase().replace(/\([^)]*\)/g, " ").replace(/[^a-z0-9%.\s]/g, " ").replace(/\s+/g, " ").trim();

/** The member a share question names: its label as written, or the one whose words it holds. */
function memberNamed(found: WholeRows, part: string): number {
  // "The Flexibles segment" names the row "Flexibles".
  const asked = key(part).replace(/\s+(?:reportable\s+|business\s+|operating\s+)?(?:segment|division|business|unit|category|line)s?$/, "");
  const exact = found.members.findIndex((m) => key(m.row.label) === asked);
  if (exact >= 0) return exact;
  const words = asked.split(" ");
  const scored = found.members.map((m, i) => {
    const have = key(m.row.label).split(" ");
    return { i, hit: words.filter((w) => have.includes(w)).length, extra: have.filter((w) => !words.includes(w)).length };
  });
  const best = scored.filter((s) => s.hit === words.length).sort((a, b) => a.extra - b.extra)[0];
  return best ? best.i : -1;
}

function shareAnswer(ask: WholePartsAsk, found: WholeRows, scale: number | null): Written | null {
  const at = memberNamed(found, ask.part ?? "");
  if (at < 0 || found.total.amount <= 0) return null;
  const m = found.members[at]!;
  const share = (m.amount / found.total.amount) * 100;
  const lines = [
    `"${m.row.label}" was **${formatFigure(share, 1)}%** of ${possessive(m.page.document.companyName)} ${found.name.toLowerCase()} ${when(m)}: ` +
      `${figureText(m, scale)} of ${figureText(found.total, scale)} ${cite([m, found.total])}.`,
    "",
    ...found.members.map((o) => `- ${o.row.label}: ${figureText(o, scale)} (${formatFigure((o.amount / found.total.amount) * 100, 1)}%) ${cite([o])}`),
    `- ${found.total.row.label}: ${figureText(found.total, scale)} ${cite([found.total])}`,
  ];
  return { text: lines.join("\n"), excerpts: figureExcerpts([...found.members, found.total]) };
}

/** One named row's move between the two periods the table prints. */
function changeAnswer(ask: WholePartsAsk, found: WholeRows, scale: number | null): Written | null {
  const at = memberNamed(found, ask.part ?? "");
  const now = found.members[at];
  const then = found.prior[at];
  if (!now || !then) return null;
  const change = now.amount - then.amount;
  const sized = figureText({ ...now, amount: Math.abs(change), printed: Math.abs(now.printed - then.printed) }, scale);
  const pct = then.amount > 0 ? ` (${change < 0 ? "-" : "+"}${formatFigure(Math.abs((change / then.amount) * 100), 1)}%)` : "";
  const verb = change > 0 ? "rose" : change < 0 ? "fell" : "was unchanged";
  const lines = [
    `"${now.row.label}" in ${possessive(now.page.document.companyName)} ${found.name.toLowerCase()} ${verb}: **${change < 0 ? "-" : "+"}${sized}**${pct}, ` +
      `from ${figureText(then, scale)} ${when(then)} to ${figureText(now, scale)} ${when(now)} ${cite([now, then])}.`,
  ];
  return { text: lines.join("\n"), excerpts: figureExcerpts([now, then]) };
}

function movedAnswer(ask: WholePartsAsk, found: WholeRows, scale: number | null, sizeAsked: boolean): Written | null {
  if (found.prior.some((p) => p === null)) return null;
  const moves = found.members.map((now, i) => {
    const then = found.prior[i]!;
    const change = now.amount - then.amount;
    return { now, then, change, pct: then.amount > 0 ? (change / then.amount) * 100 : null };
  });
  const ranked = ask.rate ? moves.filter((m) => m.pct !== null) : moves;
  if (ranked.length < 2) return null;
  const by = (m: (typeof moves)[number]) => (ask.rate ? m.pct! : m.change);
  const ordered = [...ranked].sort((a, b) => by(b) - by(a));
  if (ask.extreme === "min") ordered.reverse();
  const pick = ordered[Math.min(ask.rank, ordered.length) - 1]!;
  const sized = (m: (typeof moves)[number]) => figureText({ ...m.now, amount: Math.abs(m.change), printed: Math.abs(m.now.printed - m.then.printed) }, scale);
  const moved = (m: (typeof moves)[number]) =>
    `${m.change < 0 ? "down" : "up"} ${sized(m)}${m.pct !== null ? ` (${m.pct < 0 ? "-" : "+"}${formatFigure(Math.abs(m.pct), 1)}%)` : ""}`;
  const levels = (m: (typeof moves)[number]) => `from ${figureText(m.then, scale)} ${when(m.then)} to ${figureText(m.now, scale)} ${when(m.now)}`;
  const verb = pick.change < 0 ? "fell" : "rose";
  const most = ask.extreme === "min" ? "the least" : "the most";
  const among = `among the rows of ${possessive(pick.now.page.document.companyName)} ${found.name.toLowerCase()}`;
  const lead = ask.rate
    ? `"${pick.now.row.label}" ${verb} ${ask.extreme === "min" ? "the slowest" : "the fastest"} ${among}: **${pick.pct! < 0 ? "-" : "+"}${formatFigure(Math.abs(pick.pct!), 1)}%** (${levels(pick)}) ${cite([pick.now, pick.then])}.`
    : sizeAsked
      ? `"${pick.now.row.label}" ${verb} ${most} ${among}: **${pick.change < 0 ? "-" : "+"}${sized(pick)}** (${levels(pick)}) ${cite([pick.now, pick.then])}.`
      : `"${pick.now.row.label}" ${verb} ${most} ${among}: **${figureText(pick.now, scale)}** ${when(pick.now)} against ${figureText(pick.then, scale)} ${when(pick.then)}, ${moved(pick)} ${cite([pick.now, pick.then])}.`;
  const lines = [lead, "", ...ordered.map((m) => `- ${m.now.row.label}: ${figureText(m.now, scale)} against ${figureText(m.then, scale)}, ${moved(m)} ${cite([m.now, m.then])}`)];
  return { text: lines.join("\n"), excerpts: figureExcerpts([...moves.flatMap((m) => [m.now, m.then])]) };
}

const ORDINAL_WORD = ["", "", "second-", "third-"];

function rankAnswer(ask: WholePartsAsk, found: WholeRows, scale: number | null): Written | null {
  const ordered = [...found.members].sort((a, b) => b.amount - a.amount);
  if (ask.extreme === "min") ordered.reverse();
  if (ordered.length < ask.rank) return null;
  const pick = ordered[ask.rank - 1]!;
  const above = ordered.slice(0, ask.rank - 1);
  const next = ordered.slice(ask.rank, ask.rank + 2);
  const versus = ask.extreme === "min" ? "above" : "ahead of";
  const shown = (f: Figure) => `"${f.row.label}" (${figureText(f, scale)})`;
  const word = `${ORDINAL_WORD[ask.rank] ?? ""}${ask.extreme === "min" ? "smallest" : "largest"}`;
  // Its share of the whole, when the question asks it after the ranking.
  const share = ask.withShare && found.total.amount > 0 ? `, ${formatFigure((pick.amount / found.total.amount) * 100, 2)}% of ${figureText(found.total, scale)} ${cite([found.total])}` : "";
  const lines = [
    `The ${word} component of ${possessive(pick.page.document.companyName)} ${found.name.toLowerCase()} ${when(pick)} was "${pick.row.label}": **${figureText(pick, scale)}** ${cite([pick])}${share}` +
      `${above.length ? `, behind ${above.map(shown).join(" and ")}` : ""}${next.length ? `, ${versus} ${next.map(shown).join(" and ")}` : ""}.`,
    "",
    ...ordered.map((f) => `- ${f.row.label}: ${figureText(f, scale)} ${cite([f])}`),
    `- ${found.total.row.label}: ${figureText(found.total, scale)} ${cite([found.total])}`,
  ];
  return { text: lines.join("\n"), excerpts: figureExcerpts([...found.members, found.total]) };
}

/** The answer from the rows of the total the question names, or null when no table totals it. */
export function wholePartsAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const ask = wholePartsAsked(question);
  if (!ask) return null;
  const found = wholeRows(pages, ask.whole, { year, months: reading.months, quarter: reading.quarter, endsOn: reading.endsOn }, ask.how === "share" || ask.how === "change" ? ask.part : null, ask.phrase);
  if (!found) return null;
  if (ask.how === "share") return shareAnswer(ask, found, reading.scale);
  if (ask.how === "change") return changeAnswer(ask, found, reading.scale);
  if (ask.how === "moved") return movedAnswer(ask, found, reading.scale, moveAmountAsked(question));
  return rankAnswer(ask, found, reading.scale);
}
