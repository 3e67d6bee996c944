// A figure asked of one place of the company: "how many employees does it have in its Singapore
// office", "headcount at its Denver plant", "employees in Toronto". The filings give the workforce
// as a whole, sometimes by country; a company-wide count, or a passage about another place, answers
// another question. The place must be named in the lead that answers.

// A site of the company after a place's name: "its Singapore office", "the Denver plant".
const SITE = String.raw`(?:office|offices|headquarters|plant|plants|facility|facilities|campus|site|warehouse|factory|factories|store|stores|branch|hub|center|centre)`;
const PLACE = String.raw`[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}`;
const PLACE_SITE = new RegExp(String.raw`\b(?:in|at|of)\s+(?:its|their|the)\s+(${PLACE})\s+${SITE}\b`);
// People counted in a place: "employees in Toronto", "staff based in Austin".
const PEOPLE_IN = new RegExp(String.raw`\b(?:employees|people|staff|workers|associates|headcount)\b[^?.]*?\b(?:in|at|based\s+in)\s+(?:the\s+)?(${PLACE})\b`);
// Capitalised words that are no place: months, periods, statements.
const NOT_PLACE = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Fiscal|Q[1-4]|FY\w*|Form|Item|Note|Part|The)\b/;

// Countries the filings abbreviate.
const SHORT: Record<string, RegExp> = { "united states": /\bU\.?S\.?(?:A\.?)?(?![a-z])/, "united kingdom": /\bU\.?K\.?(?![a-z])/ };

/** The place a figure is asked of that the lead does not name, or null. */
export function placeUnnamed(question: string, lead: string): string | null {
  const m = PLACE_SITE.exec(question) ?? PEOPLE_IN.exec(question);
  if (!m || NOT_PLACE.test(m[1]!)) return null;
  const place = m[1]!.toLowerCase();
  return lead.toLowerCase().includes(place) || SHORT[place]?.test(lead) ? null : m[1]!;
}
