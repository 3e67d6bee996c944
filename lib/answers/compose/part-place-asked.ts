// "Which group was the second largest", "the third-highest region", "the second-smallest segment":
// the place in the parts' ranking a question asks for, beyond the first.

const ORDINAL: Record<string, number> = { second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, fifth: 5, "5th": 5 };
const NTH = /\b(second|2nd|third|3rd|fourth|4th|fifth|5th)[\s-]+(?:largest|biggest|highest|greatest|smallest|lowest|most|least|best|worst|strongest|weakest)\b/i;
// "Which class ranked second by net sales", "the segment that came in third": a place told by the
// verb of a ranking, with no superlative after it — counted from the top.
const RANKED_NTH = /\b(?:rank(?:ed|s)?|came|comes|placed|finished|stood)\s+(?:in\s+|at\s+)?(?:the\s+)?(second|2nd|third|3rd|fourth|4th|fifth|5th)\b(?![\s-]+(?:largest|biggest|highest|greatest|smallest|lowest|most|least|best|worst|strongest|weakest)\b)/i;

/** The place asked in the ranking: 1 unless the question asks for the second, third … */
export function placeAsked(question: string): number {
  const nth = NTH.exec(question) ?? RANKED_NTH.exec(question);
  return nth ? ORDINAL[nth[1]!.toLowerCase()]! : 1;
}

/** "second-", "third-" … for the answer's words; "" for the first. */
export function placeWord(place: number): string {
  return ["", "", "second-", "third-", "fourth-", "fifth-"][place] ?? "";
}
