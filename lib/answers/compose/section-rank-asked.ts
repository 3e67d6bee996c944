// "Which current liability was the largest?", "the second-biggest current asset", "name the
// smallest operating expense line item", "the largest use of cash in investing activities",
// "which current asset grew the most": a question that ranks the rows a statement subtotal is
// made of. Read from the question's own words in any order (the superlative before or after the
// section's name), so the answer compares the section's rows instead of stating its total.
import type { LineItemId } from "../../finance";

export interface SectionRankAsk {
  /** The subtotal whose rows are ranked. */
  subtotal: LineItemId;
  extreme: "max" | "min";
  /** 1 for the largest (or smallest), 2 for the second-largest … */
  rank: number;
  /** Ranked by how much the row moved from the year before, not by its level. */
  moved: boolean;
  /** The rows ranked are cash paid out (printed below zero): "the largest use of cash". */
  outflow: boolean;
}

const SECTIONS: [RegExp, LineItemId, boolean][] = [
  [/\bcurrent[\s-]+liabilit(?:y|ies)\b/i, "totalCurrentLiabilities", false],
  [/\bcurrent[\s-]+assets?\b/i, "totalCurrentAssets", false],
  [/\boperating\s+(?:expenses?|costs?)\b|\bopex\b/i, "operatingExpenses", false],
  // "The largest use of cash in investing activities", "the biggest investing outflow".
  [/\b(?:uses?\s+of\s+cash|cash\s+(?:outflows?|uses?)|outflows?|uses?|spending|spent)\b[^?.;]*?\binvesting\b|\binvesting\s+(?:activit(?:y|ies)\s+)?(?:cash\s+)?(?:outflows?|uses?)\b/i, "investingCashFlow", true],
];

// The section asked as one figure ("total current assets"), compared across years or companies, or
// by the parts of the company ("which segment had the highest operating expenses") ranks no rows.
// "Other current assets", "prepaid expenses and other current liabilities": one row of the
// section, whose own breakdown a note prints — not the section.
const NOT_ROWS = /\bnon-?current\b|\bother\s+current[\s-]+(?:assets?|liabilit(?:y|ies))\b|\btotal\s+(?:current|operating|cash)\b|\b(?:segments?|regions?|divisions?|business\s+units?|geograph\w*|countr(?:y|ies)|brands?|franchises?)\b|\b(?:which|what)\s+(?:fiscal\s+)?(?:years?|quarters?|periods?|compan(?:y|ies)|firms?|issuers?)\b|\bwhen\b/i;

const ORDINAL: Record<string, number> = { second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4 };
const NTH = /\b(second|2nd|third|3rd|fourth|4th)[\s-]+(?:largest|biggest|highest|greatest|smallest|lowest)\b/i;
const MAX = /\b(?:largest|biggest|highest|greatest|most|top|maximum|leading)\b/i;
const MIN = /\b(?:smallest|lowest|least|minimum|tiniest)\b/i;
// "Grew the most", "the largest increase", "declined the most": a move ranked, not a level.
const MOVE_WORD = String.raw`(?:increas\w*|gr[eo]w\w*|r[io]se\w*|decreas\w*|declin\w*|f[ae]ll\w*|dropp?\w*|growth|rise|change\w*)`;
const MOVED = new RegExp(String.raw`\b${MOVE_WORD}\s+(?:the\s+)?(?:most|least)\b|\b(?:largest|biggest|greatest|smallest|sharpest|steepest)\s+${MOVE_WORD}`, "i");
const FELL = /\b(?:decreas|declin|f[ae]ll|drop)\w*/i;

/** What a question ranks among a statement section's rows, or null when it asks no such thing. */
export function sectionRankAsked(question: string): SectionRankAsk | null {
  if (NOT_ROWS.test(question)) return null;
  const section = SECTIONS.find(([re]) => re.test(question));
  if (!section) return null;
  const [, subtotal, outflow] = section;
  const nth = NTH.exec(question);
  const moved = !outflow && MOVED.test(question);
  let extreme: "max" | "min" | null = null;
  if (moved) extreme = FELL.test(question) !== /\b(?:least|smallest)\b/i.test(question) ? "min" : "max";
  else if (nth) extreme = /largest|biggest|highest|greatest/i.test(nth[0]) ? "max" : "min";
  else if (MIN.test(question)) extreme = "min";
  else if (MAX.test(question)) extreme = "max";
  if (!extreme) return null;
  return { subtotal, extreme, rank: nth ? ORDINAL[nth[1]!.toLowerCase()]! : 1, moved, outflow };
}
