// A definition that defines one of its own terms after it: "EBITDA margin is defined as: EBITDA /
// total revenue, where EBITDA is operating income + D&A". The clause after "where" is a definition
// of its own; the formula before it ends at the comma (else "total revenue, where EBITDA is
// operating income" would be read as one operand).

// (", with X = …" and "; X being …" tell the same.)
const NESTED = /,?\s*(?:;\s*|,\s*)(?:where|with|and\s+where|in\s+which)\s+(?<name>[A-Za-z][\w&'’%.\s-]{0,50}?)\s+(?:is|=|equals|means|being|is\s+defined\s+as|is\s+calculated\s+as)\s*:?\s*(?<formula>.+)$/i;

// An operator in words or signs: only a clause with arithmetic defines.
const ARITHMETIC = /\s(?:\/|÷|×|\*|\+|-|−|–)\s|\b(?:divided\s+by|plus|minus|less|times|multiplied\s+by)\b/i;

export interface NestedDefinition {
  /** The formula before the nested clause. */
  outer: string;
  /** The term the clause defines, as written. */
  name: string;
  /** Its formula. */
  formula: string;
  /** Where the clause's name starts inside the formula given. */
  at: number;
}

/** The formula split from a definition of one of its terms after it, or null when none follows. */
export function nestedDefinition(formula: string): NestedDefinition | null {
  const m = NESTED.exec(formula);
  const g = m?.groups;
  if (!m || !g) return null;
  const outer = formula.slice(0, m.index).trim();
  if (!ARITHMETIC.test(` ${g.formula} `) || !outer) return null;
  // The term defined must be one the formula before it uses ("EBITDA" in "EBITDA / revenue").
  const name = g.name!.trim();
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9&%]+/g, " ").trim();
  if (!` ${key(outer)} `.includes(` ${key(name)} `)) return null;
  return { outer, name, formula: g.formula!.trim(), at: m.index + m[0].indexOf(g.name!) };
}
