// The company's outlook printed as a table: an earnings release's "Fiscal 2023 Outlook" with a row
// per measure ("| Net sales | $10.95 billion to $11.05 billion | $11.0 billion to $11.1 billion |").
// The passage readers quote sentences, and the nearest sentence to "what net sales does it expect"
// is often about the quarter just reported; the outlook is in the table's row of that measure, in
// its last column that states a figure (an update's "no change" leaves the prior one standing).
import { words } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { possessive } from "./format";
import { measureNames } from "./measure-quoted";
import { filingLabel } from "./narrative-answer";
import type { Written } from "./written";

// A table is an outlook when its header, or a heading or sentence just above it, says so.
const OUTLOOK = /\b(?:outlook|guidance)\b/i;
const LINES_ABOVE = 4;

const LINKING = new Set(["and", "of", "the", "in", "on", "for", "to", "per"]);

// A heading over the table, or a short line introducing it ("The Company has updated its outlook
// for fiscal 2023."); a long sentence mentioning guidance is no title of the table under it.
const INTRODUCTION = 100;
// Read upwards from the table, a long sentence ends the search: what stands over it is the title
// of the text, not of the table.
function headedOutlook(above: string[]): boolean {
  for (const line of [...above].reverse().map((l) => l.trim()).filter(Boolean)) {
    const heading = line.startsWith("#") || line.length <= INTRODUCTION;
    if (!heading) return false;
    if (OUTLOOK.test(line)) return true;
  }
  return false;
}

// The years a table's header and title name: "Fiscal 2023 Outlook", "Updated FY23 Outlook".
function yearsOf(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(/\b(?:19|20)(\d\d)\b|\bFY\s?['’]?(\d\d)\b/gi)) out.add(2000 + Number(m[1] ?? m[2]) - (m[1] && m[0].startsWith("19") ? 100 : 0));
  return out;
}

const cells = (line: string) => line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
const content = (text: string) => new Set(words(text).filter((w) => !LINKING.has(w)));

/** Whether a row's label is the measure by one of its names: the same words, in any order. */
function sameMeasure(label: string, names: string[]): boolean {
  const said = content(label);
  return names.some((name) => {
    const named = content(name);
    return named.size > 0 && named.size === said.size && [...named].every((w) => said.has(w));
  });
}

/** The row of an outlook table giving the measure asked, as an answer citing its page, or null. */
export function outlookTableAnswer(reading: QuestionReading, pages: CitablePage[]): Written | null {
  const names = measureNames(reading);
  if (names.length === 0) return null;
  const asked = reading.years.length ? reading.years : reading.year !== null ? [reading.year] : [];
  for (const page of pages) {
    const lines = page.content.split("\n");
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]!.trim().startsWith("|")) continue;
      const row = cells(lines[i]!);
      if (!sameMeasure(row[0] ?? "", names)) continue;
      let start = i;
      while (start > 0 && lines[start - 1]!.trim().startsWith("|")) start--;
      const header = cells(lines[start]!);
      const above = lines.slice(Math.max(0, start - LINES_ABOVE), start);
      if (!OUTLOOK.test(header.join(" ")) && !headedOutlook(above)) continue;
      // An outlook is of a year: the one asked, when the question names one.
      if (asked.length && !asked.some((y) => yearsOf(`${header.join(" ")} ${above.join(" ")}`).has(y))) continue;
      const at = row.map((c, k) => (k > 0 && /\d/.test(c) ? k : -1)).filter((k) => k > 0).at(-1);
      if (at === undefined) continue;
      const column = OUTLOOK.test(header[at] ?? "") ? ` (${header[at]})` : "";
      const filing = `${page.document.companyName ? `${possessive(page.document.companyName)} ` : ""}${filingLabel(page)}`;
      return {
        text: `${filing} gives its outlook for ${row[0]!.toLowerCase()}${column}: **${row[at]}** [${page.ref}]\n\nSource: ${filing}, page ${page.pageNumber}.`,
        excerpts: new Map([[page.ref, lines[i]!.trim()]]),
      };
    }
  }
  return null;
}
