// How catalog codes read on screen. v1 lists still show the older category codes; they are
// mapped to the current names first so both versions display alike.
import { categoryFromV1 } from "../catalog/codes";

const ACRONYMS = new Set(["esg", "sec"]);

/** `annual-financial-report` → "Annual financial report"; older v1 codes map first. */
export function categoryLabel(code: string | null | undefined): string {
  if (!code) return "—";
  const current = categoryFromV1(code) ?? code;
  const words = current.split("-").map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w));
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export function periodLabel(fiscalYear: number | null | undefined, fiscalQuarter: number | null | undefined): string {
  if (!fiscalYear) return "—";
  return fiscalQuarter ? `Q${fiscalQuarter} FY${fiscalYear}` : `FY${fiscalYear}`;
}
