// "How many of its segments reported an operating loss?": the parts compared on the measure, those
// below zero (or above it) counted, the count in bold first and every part's figure cited, so the
// reader sees which made a loss.
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { figureText, periodText } from "./format";
import { comparedParts, partFigure } from "./part-answer";
import { partsCountAsked } from "./parts-count-asked";
import { cite, figureExcerpts, type Written } from "./written";

export function partsCountAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const side = partsCountAsked(question);
  if (!side) return null;
  const read = comparedParts(question, reading, year, pages, "operatingIncome");
  if (!read || read.comparison.parts.length < 2) return null;
  const { comparison, name } = read;
  const figures = comparison.parts.map((p) => partFigure(p, comparison, year));
  const text = (i: number) => `${comparison.parts[i]!.part} (${figureText(figures[i]!, reading.scale)})`;
  const all = comparison.parts.map((p, i) => ({ p, i }));
  const counted = all.filter(({ p }) => (side === "loss" ? p.amount < 0 : p.amount > 0));
  const rest = all.filter((x) => !counted.includes(x));
  const what = side === "loss" ? "a loss" : "a profit";
  const period = periodText(year, reading.months, reading);
  const ref = cite(figures);
  const lead =
    `**${counted.length}** of the ${comparison.parts.length} parts compared reported ${what} on ${name} for ${period} ${ref}` +
    `${counted.length ? `: ${counted.map(({ i }) => text(i)).join(", ")}` : ""}` +
    `${rest.length ? `; ${side === "loss" ? "the others were at or above zero" : "the others were at or below zero"}: ${rest.map(({ i }) => text(i)).join(", ")}` : ""}.`;
  const lines = [lead, "", ...figures.map((f, i) => `- ${comparison.parts[i]!.part}: ${figureText(f, reading.scale)} ${ref}`)];
  return { text: lines.join("\n"), excerpts: figureExcerpts(figures) };
}
