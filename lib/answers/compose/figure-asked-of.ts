// More places where a question says what its figure is of, beside the three figure-subject.ts reads:
// - a property asked of the figure, written before it: "the melting point of its deferred revenues",
//   "the square root of its dividend yield". A filing gives a figure's change, growth, share or
//   ratio, all words filings use; a property described in words no page has is no figure's;
// - a noun written right after the figure: "its dividend yield smell". A figure is followed by its
//   period, a preposition or the question's end; a thing no page names there makes it another thing's;
// - where revenue comes from, written after a verb: "revenue did it earn from its hotel chain".

// The words before "of" that lead up to a figure, after "the", "a" or "an": the property asked.
// Between "of" and the figure may stand a name's possessive, a year, "its" and words qualifying the
// figure that the dictionary's wording leaves out ("deferred" revenues).
const PROPERTY = /\b(?:the|a|an)\s+(?<phrase>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+of\s+(?:(?:[A-Z0-9][\w&.-]*\s+){0,3}[A-Z0-9][\w&.-]*['’]s?\s+)?(?:(?:fiscal\s+|fy\s?)?(?:19|20)\d\d\s+)?(?:(?:the|its|their)\s+)?(?:[a-z][\w-]*\s+){0,2}$/;
// Lowercase words right after the figure, up to the question's end or a clause's.
const TRAILING = /^\s+(?<phrase>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,1})\s*(?:[?.!]|$)/;
// "… from its hotel chain", "… from the theme parks": the source of a figure, after the figure.
const SOURCE = /\bfrom\s+(?:its|their|the)\s+(?<phrase>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})/g;

// What measures one figure against another ("capex as a percentage of revenue", "a share of
// sales"): how a figure is expressed, which every filing can give whatever words its pages use.
// So is arithmetic over figures ("the sum of cash and receivables", "the mean of its yearly margin").
// "The size of its revolving credit facility", "the amount of its backlog": how much of the thing
// there is, which is the figure itself.
const MEASURE = /^(?:percent(?:age)?|share|proportion|fraction|portion|ratio|multiple|sum|total|combined\s+total|difference|average|mean|size|amount|value|level|magnitude|balance)$/i;

/** The property asked of the figure that starts at `start`: "melting point" of "… deferred revenues". */
export function propertyAsked(question: string, start: number): string | null {
  const phrase = PROPERTY.exec(question.slice(0, start))?.groups?.phrase ?? null;
  // ("the ratio of cost of revenue to …": the measure is the word before its own "of".)
  return phrase && MEASURE.test(phrase.split(/\s+of\s+/i)[0]!) ? null : phrase;
}

/** Lowercase words ending the question right after the figure that ends at `end`: "smell". */
export function nounAfter(question: string, end: number): string | null {
  return TRAILING.exec(question.slice(end))?.groups?.phrase ?? null;
}

/** What the figure ending at `end` is said to come from: "hotel chain". */
export function sourcesAfter(question: string, end: number): string[] {
  return [...question.slice(end).matchAll(SOURCE)].map((m) => m.groups!.phrase!);
}
