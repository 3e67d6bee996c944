// A segment the question names that the company does not report: "Adobe's Hardware segment
// revenue", "operating income of Walmart's Flipkart segment", "Verizon's Media segment". The
// question calls the part a segment or division; when no table breaks out its figure and no page of
// the filings calls it one (by "<name> segment" or in the sentence listing the segments), the
// company reports no such segment, and its own figure or a passage about a neighbouring one would
// answer another question.
import { calledASegment } from "../statements/called-a-segment";
import type { CitablePage } from "../engines/engine";
import type { Written } from "./written";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The decline for a segment the question names and the filings never report, or null. */
export function segmentNotReported(question: string, part: string, pages: CitablePage[]): Written | null {
  const kind = new RegExp(`${escape(part.trim()).replace(/\s+/g, "\\s+")}(?:['’]s?)?\\s+(?:reportable\\s+|business\\s+|operating\\s+)?(?<kind>segment|division)\\b`, "i").exec(question);
  if (!kind || pages.length === 0 || calledASegment(part, pages)) return null;
  const company = pages[0]!.document.companyName;
  const noun = kind.groups!.kind!.toLowerCase();
  return {
    text: `None of the retrieved filings of ${company} reports a ${part} ${noun}: no page calls it one and no table breaks out its figures, so the disclosures do not answer this question.`,
    excerpts: new Map(),
  };
}
