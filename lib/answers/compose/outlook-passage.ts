// The company's outlook printed as running text: an earnings release's guidance section whose
// table was flattened into lines of measure and figure, one after another ("Effective Tax Rate on
// Adjusted(3) Income Approximately 15.0% Adjusted(3) Diluted EPS $3.25 to $3.45",
// "Adjusted EPS (Diluted) (3,4)/ Mid-point $10.70 – $10.80 / $10.75"). The passage readers quote
// the whole run and bold its first figure, which is another measure's; the outlook of the measure
// asked is the figure that follows its name.
import { words } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { possessive } from "./format";
import { measureNames } from "./measure-quoted";
import { filingLabel } from "./narrative-answer";
import type { Written } from "./written";

// A heading of the guidance section: "## 2023 FINANCIAL GUIDANCE(4)", "## FULL-YEAR 2023 GUIDANCE:",
// "Fiscal 2023 Outlook".
const OUTLOOK_HEADING = /\b(?:outlook|guidance)\b/i;
const HEADING_LENGTH = 80;
// The figure that follows the measure's name: an amount, a percentage or a per-share figure,
// with the other end of its range.
const FIGURE = String.raw`(?:[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|bn))?|\d[\d,]*(?:\.\d+)?\s?(?:%|percent\b|million\b|billion\b))`;
const FIGURE_RANGE = new RegExp(`${FIGURE}(?:\\s*(?:to|–|—|-)\\s*${FIGURE.replace("(?:", "(?:")})?`, "i");
// The figure must follow closely: further on, it is the next measure's.
const NEAR = 60;
const LINKING = new Set(["and", "of", "the", "in", "on", "for", "to", "per"]);

/**
 * The guidance sections of a page: from a short heading naming the outlook to the next heading.
 * With `carried`, the heading of an outlook section the page before ends in: the page's text up to
 * its first heading continues it (a release's outlook table printed on the next page).
 */
function outlookSections(content: string, carried: string | null = null): { heading: string; text: string; toEnd: boolean }[] {
  const lines = content.split("\n");
  const out: { heading: string; text: string; toEnd: boolean }[] = [];
  const closes = (line: string) => line.trim().startsWith("#") && !OUTLOOK_HEADING.test(line);
  if (carried) {
    let end = 0;
    while (end < lines.length && !lines[end]!.trim().startsWith("#")) end++;
    if (end > 0) out.push({ heading: carried, text: lines.slice(0, end).join("\n"), toEnd: end === lines.length });
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line.length > HEADING_LENGTH || !OUTLOOK_HEADING.test(line) || line.startsWith("|")) continue;
    let end = i + 1;
    while (end < lines.length && !closes(lines[end]!)) end++;
    out.push({ heading: line, text: lines.slice(i, end).join("\n"), toEnd: end === lines.length });
    i = end - 1;
  }
  return out;
}

/** The heading of the outlook section a page ends in, or null. */
function endsInOutlook(content: string): string | null {
  const last = outlookSections(content).at(-1);
  return last?.toEnd ? last.heading : null;
}

/** The forms a page may print the measure in: its names, word by word, and their initials ("EPS"). */
function nameForms(reading: QuestionReading): RegExp[] {
  const forms = new Set<string>();
  for (const name of measureNames(reading)) {
    const parts = name.split(" ").filter((w) => !LINKING.has(w) && w !== "diluted" && w !== "basic");
    if (parts.length === 0) continue;
    forms.add(parts.map((w) => `${w.slice(0, 6)}\\w*`).join("[\\s\\W]+(?:\\w+[\\s\\W]+)?"));
    const all = name.split(" ").filter((w) => w !== "and" && w !== "the" && w !== "diluted" && w !== "basic");
    if (all.length > 1) forms.add(all.map((w) => w[0]).join(""));
  }
  return [...forms].map((f) => new RegExp(`\\b${f}\\b`, "gi"));
}

interface Found {
  statement: string;
  figure: string;
  /** Words printed just before the name that the question does not use ("Operational"). */
  unasked: number;
  /** Characters between the name and its figure: in a flattened table the figure follows the name. */
  gap: number;
  at: number;
}

/**
 * The figure an outlook section gives for the measure asked, as an answer citing its page, or
 * null when no section of the pages names it with a figure (for the year asked, when one is).
 */
export function outlookPassageAnswer(question: string, reading: QuestionReading, pages: CitablePage[]): Written | null {
  const forms = nameForms(reading);
  if (forms.length === 0) return null;
  const asked = reading.years.length ? reading.years : reading.year !== null ? [reading.year] : [];
  const questionWords = new Set(words(question));
  const candidates: { page: CitablePage; heading: string; best: Found }[] = [];
  for (const page of pages) {
    const before = pages.find((p) => p.document.id === page.document.id && p.pageNumber === page.pageNumber - 1);
    for (const { heading, text: section } of outlookSections(page.content, before ? endsInOutlook(before.content) : null)) {
      if (asked.length && !asked.some((y) => heading.includes(String(y)) || new RegExp(`\\bFY\\s?['’]?${String(y).slice(2)}\\b`, "i").test(heading))) continue;
      const found: Found[] = [];
      for (const form of forms) {
        for (const m of section.matchAll(form)) {
          const after = section.slice(m.index + m[0].length, m.index + m[0].length + NEAR);
          const figure = FIGURE_RANGE.exec(after);
          if (!figure) continue;
          // The label's words before the name ("Adjusted", "Adjusted Operational"), back to the
          // previous measure's figure. (A flattened table's labels are capitalised; lower-case
          // words before are the previous figure's scale or qualifier: "$1.5 billion of income
          // Effective Tax Rate".)
          const label = (section.slice(Math.max(0, m.index - 30), m.index).split(/[\d$%)\n]/).at(-1) ?? "").replace(/^[\s\W]*(?:[a-z][\w-]*[\s\W]+)*/, "");
          const before = words(label);
          const start = m.index - label.trimStart().length;
          const end = m.index + m[0].length + figure.index + figure[0].length;
          found.push({ statement: section.slice(start, end).replace(/\s+/g, " ").trim(), figure: figure[0], unasked: before.filter((w) => !questionWords.has(w)).length, gap: figure.index, at: m.index });
        }
      }
      const best = found.sort((a, b) => a.unasked - b.unasked || a.gap - b.gap || a.at - b.at)[0];
      if (best) candidates.push({ page, heading, best });
    }
  }
  // An outlook is updated each quarter: the report of the quarter asked, else the latest update.
  const ofQuarter = reading.quarter !== null ? candidates.filter((c) => c.page.document.fiscalQuarter === reading.quarter) : [];
  const chosen = (ofQuarter.length ? ofQuarter : candidates).sort((a, b) => (b.page.document.date ?? "").localeCompare(a.page.document.date ?? ""))[0];
  if (!chosen) return null;
  const { page, heading, best } = chosen;
  const filing = `${page.document.companyName ? `${possessive(page.document.companyName)} ` : ""}${filingLabel(page)}`;
  const excerpt = page.content.includes(best.statement) ? best.statement : heading.trim();
  return {
    text: `${filing} gives its outlook (${heading.replace(/^#+\s*/, "").replace(/[:\s]+$/, "")}): ${best.statement.replace(best.figure, `**${best.figure}**`)} [${page.ref}]\n\nSource: ${filing}, page ${page.pageNumber}.`,
    excerpts: new Map([[page.ref, excerpt]]),
  };
}
