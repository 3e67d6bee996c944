// Questions in shorthand ("MCD 1Q23: what drove US comp sales?", "GIS op profit", "13 wks",
// "rev growth") use abbreviations no filing prints. They are spelled out before the question is
// read, so that search, the readers of what is asked and the passages matched all see the words
// the filings use. Only abbreviations with one reading in a question about filings are spelled
// out, and only beside the words that make that reading sure ("op" before "income", not alone).

const SPELLED: [RegExp, string][] = [
  // "comp sales", "comp store sales", "comps": comparable sales.
  [/\bcomp(?=\s+(?:store\s+)?(?:sales|growth|transactions|traffic|guest))/gi, "comparable"],
  [/\bcomps\b/gi, "comparable sales"],
  // "op income", "op profit", "op margin", "op expenses", "op cash flow", "op inc".
  [/\bop\.?(?=\s+(?:inc(?:ome)?|profit|margin|loss|expenses?|ex|costs?|cash\s+flow|leverage)\b)/gi, "operating"],
  [/\bnet\s+inc\b\.?/gi, "net income"],
  [/\b(?<=operating\s)inc\b\.?/gi, "income"],
  [/\bint(?:erest)?\.?\s+exp\b\.?/gi, "interest expense"],
  [/\brevs\b/gi, "revenues"],
  // (Not "rev up", nor "Rev." before a name.)
  [/\brev\b(?![.-])(?!\s+up\b)/gi, "revenue"],
  [/\bmgmt\b\.?/gi, "management"],
  [/\byrs\b\.?/gi, "years"],
  [/\byr\b\.?/gi, "year"],
  [/\bwks\b\.?/gi, "weeks"],
  [/\bwk\b\.?/gi, "week"],
  [/\bmos\b\.?(?=\s+(?:ended|ending|to)\b)/gi, "months"],
  [/\bqtrs?\b\.?/gi, "quarter"],
  [/\bpts\b\.?/gi, "percentage points"],
  [/\bbps\b/gi, "basis points"],
  [/\bw\/o\b/gi, "without"],
  [/\bw\/(?=\s)/gi, "with"],
];

/** The question with its shorthand spelled out; a question in full words comes back unchanged. */
export function spelledOut(question: string): string {
  let out = question;
  for (const [re, full] of SPELLED) out = out.replace(re, full);
  return out;
}
