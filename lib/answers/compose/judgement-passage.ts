// A yes/no judgement answered with figures ("Is it a capital-intensive business?" answered with
// capital expenditure over revenue) is also answered in words when the filing states the judgement
// itself ("The water and wastewater utility business is capital intensive."): the company's own
// statement follows the figures, cited, so the reader has both the measure and the filing's word.
import { words } from "../../finance";
import { markersIn } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer } from "./narrative-answer";
import { asksYesNo } from "./passage-judgement";
import type { Written } from "./written";

// Words too common in questions and filings for a pair of them to be the judgement asked.
const COMMON = new Set("what which this that with from have does based data fiscal year company business".split(" "));

/** Pairs of neighbouring words of the question that can name a judgement: "capital intensive", not the company's name. */
function phrasesOf(question: string, companyName: string): string[] {
  const name = new Set(words(companyName));
  const list = words(question.replace(/[-–]/g, " "));
  const judging = (w: string) => w.length >= 4 && !name.has(w) && !COMMON.has(w);
  return list
    .slice(1)
    .map((w, i) => [list[i]!, w] as const)
    .filter(([a, b]) => a !== b && judging(a) && judging(b))
    .map(([a, b]) => `${a} ${b}`);
}

/** The figures, followed by the filing's own statement of the judgement asked when a passage makes it. */
export function withJudgementPassage(question: string, figures: Written, pages: CitablePage[]): Written {
  if (!asksYesNo(question)) return figures;
  const phrases = phrasesOf(question, pages[0]?.document.companyName ?? "");
  if (phrases.length === 0) return figures;
  const passage = narrativeAnswer(question, pages);
  if (!passage) return figures;
  const lines = passage.text.split("\n");
  const end = lines.indexOf("Also relevant:");
  const lead = (end < 0 ? lines : lines.slice(0, end)).join("\n").trim();
  const said = ` ${words(lines[0]!.replace(/[-–]/g, " ")).join(" ")} `;
  if (!phrases.some((p) => said.includes(` ${p} `))) return figures;
  const [leadRef] = markersIn(lines[0]!);
  const excerpts = new Map(figures.excerpts);
  if (leadRef && passage.excerpts.has(leadRef) && !excerpts.has(leadRef)) excerpts.set(leadRef, passage.excerpts.get(leadRef)!);
  return { ...figures, text: `${figures.text}\n\nWhat the filings say:\n\n${lead}`, excerpts };
}
