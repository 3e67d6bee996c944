// The growth of a figure the question composes, told as steps: "take consolidated net sales less
// AWS net sales for 2018 and for 2017, and compute (2018 figure − 2017 figure) / 2017 figure". The
// composition is taken for each of two years, and the growth written after it is of that
// composition, not of any one of its rows.
import { isGrowthInWords } from "./growth-in-words";

const YEAR = String.raw`(?:fiscal\s+(?:year\s+)?|fy\s*)?(?:19|20)\d{2}`;
// "take A less B for 2018 and for 2017", "compute A minus B in fiscal 2019 and fiscal 2018".
const TAKEN_FOR_TWO_YEARS = new RegExp(
  String.raw`(?:^|[:;,—–]\s*|\s)(?:take|compute|calculate|work\s+out|find|get)\s+(?:the\s+|its\s+)?(?<formula>.+?)\s+(?:for|in)\s+(?:both\s+)?${YEAR}\s+and\s+(?:for\s+|in\s+)?${YEAR}\b`,
  "i",
);
// "…, and compute (2018 figure − 2017 figure) / 2017 figure", "…, then calculate …".
const GROWTH_STEP = /^\s*[,;]?\s*(?:and\s+)?(?:then\s+)?(?:compute|calculate|work\s+out|take|find|get)\s+(?:the\s+)?(?<growth>.+)$/i;

export interface ComposedGrowth {
  /** The composition as written ("consolidated net sales less AWS net sales"). */
  formula: string;
  /** Where it starts in the sentence. */
  at: number;
  /** The growth in words, and where it starts. */
  growth: string;
  growthAt: number;
}

/** The composition whose growth a sentence asks, or null when it tells none. */
export function growthOfComposition(sentence: string, isArithmetic: (text: string) => boolean): ComposedGrowth | null {
  const taken = TAKEN_FOR_TWO_YEARS.exec(sentence);
  const formula = taken?.groups?.formula?.trim();
  if (!taken || !formula || !isArithmetic(formula)) return null;
  const end = taken.index + taken[0].length;
  const step = GROWTH_STEP.exec(sentence.slice(end));
  const growth = step?.groups?.growth?.trim();
  if (!step || !growth || !isGrowthInWords(growth)) return null;
  return { formula, at: taken.index + taken[0].indexOf(formula), growth, growthAt: end + step[0].indexOf(growth) };
}
