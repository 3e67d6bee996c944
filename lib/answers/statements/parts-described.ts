// The words a question describes the compared parts by ("among its product and service offerings",
// "which distribution channel", "revenues by customer location"): a filing leads into each of its
// breakdowns with a sentence or heading in such words ("Revenue … classified by significant product
// and service offerings were as follows:", "Net revenues by distribution channel:"), so the table
// whose lead-in says them is the breakdown asked, over the segments' or the regions' table.

const FORMS: RegExp[] = [
  // "Among Microsoft's product and service offerings, which …".
  /\b(?:[Aa]mong|[Aa]cross|[Oo]f)\s+(?:its|their|the|[A-Z0-9][\w.&-]*['’]s?)\s+(?<d>[a-z][a-z\s&-]*?)\s*,\s*(?:which|what|whose)\b/,
  // "which distribution channel", "what product line", "which customer region", "which of its geographic areas".
  /\b(?:[Ww]hich|[Ww]hat|[Ww]hose)\s+(?:of\s+(?:its|their|the|[A-Z0-9][\w.&-]*['’]s?)\s+)?(?<d>(?:[a-z][\w-]*\s+){1,3}(?:channels?|lines?|offerings?|locations?|regions?|categor(?:y|ies)|classes|class|types?|groups?|streams?|markets?|areas?|units?))\b/,
  // "revenues by customer location", "net sales by geographic area".
  /\bby\s+(?<d>(?:[a-z][\w-]*\s+){0,2}(?:channels?|lines?|offerings?|locations?|regions?|categor(?:y|ies)|class(?:es)?|types?|groups?|streams?|markets?|areas?|units?))\b/,
];

// Words that describe no breakdown in particular.
const PLAIN = new Set(["and", "of", "the", "its", "their", "which", "what", "whose", "business", "reportable", "operating", "segment", "segments", "one", "ones", "that", "had", "has", "was", "were"]);

/** The stems of the words the question describes its parts by, or [] when it describes them by none. */
export function partsDescribed(question: string): string[] {
  const out = new Set<string>();
  for (const form of FORMS) {
    const described = form.exec(question)?.groups?.d;
    for (const word of described?.toLowerCase().split(/[^a-z]+/) ?? []) if (word.length > 2 && !PLAIN.has(word)) out.add(stem(word));
  }
  return [...out];
}

/** How many of the described words a text says (a lead-in, a heading, a measure's label). */
export function describedIn(text: string, described: readonly string[]): number {
  if (described.length === 0) return 0;
  const said = new Set(text.toLowerCase().split(/[^a-z]+/).map(stem));
  return described.filter((w) => said.has(w)).length;
}

// "offerings" → "offering", "categories" → "category", "classes" → "class".
function stem(word: string): string {
  return word.replace(/ies$/, "y").replace(/(?<=ss)es$|(?<=[^s])s$/, "");
}
