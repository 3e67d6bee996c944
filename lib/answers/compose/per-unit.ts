// A figure asked per something — "average revenue per user", "sales per square foot", "revenue per
// employee" — is a different figure from the total it divides. A reader that cannot find it may
// still answer with the total (or its average over two years, read from "average revenue"); the
// answer then states no figure per that thing. Its lead must name what the figure is per.

// "per user", "per active user", "per paying member", "per square foot".
const PER = /\bper\s+(?:(?:active|paying|paid|average|monthly|daily|unique|registered|square|retail)\s+)?([a-z][a-z-]+)/gi;
// What a figure is per without being another figure: a share, a dollar, a period; and "per its
// annual report", "per the cover" (a source, not a unit).
const NOT_A_UNIT = /^(?:its|the|their|our|his|her|this|that|a|an|each|every|shares?|dollars?|cents?|annum|years?|quarters?|months?|weeks?|days?|diluted|basic|common|cent)$/i;

/** The things the question asks a figure per that the lead does not name ("user"). */
export function unitsNotStated(question: string, lead: string): string[] {
  const out: string[] = [];
  for (const m of question.matchAll(PER)) {
    const unit = m[1]!.toLowerCase();
    if (NOT_A_UNIT.test(unit)) continue;
    const root = unit.replace(/(?:es|s)$/, "");
    if (!new RegExp(`\\b${root}`, "i").test(lead)) out.push(m[0].toLowerCase());
  }
  return out;
}
