// Whether a text names the part a question asks the parts of ("Commercial Airplanes"' regions): in
// its words, or by the initials filings use for it once it has been introduced ("BCA revenues by
// customer location", the company's initial before the part's; "MFC" for Missiles and Fire Control).

/** A name's words in lower case ("U.S." → "u s", "Sam's" → "sam"). */
export function nameWords(text: string): Set<string> {
  return new Set(text.toLowerCase().replace(/['’]s\b/g, "").split(/[^a-z0-9]+/).filter((w) => w.length > 0));
}

// Words an abbreviation leaves out ("Missiles and Fire Control" → "MFC").
const UNABBREVIATED = new Set(["and", "of", "the", "&"]);

/** The abbreviations a part's name may go by in its filing: its initials, alone or after the company's. */
function initialsOf(owner: readonly string[], companyName: string): string[] {
  const initials = owner.filter((w) => !UNABBREVIATED.has(w)).map((w) => w[0]!).join("").toUpperCase();
  const company = companyName.replace(/^the\s+/i, "").trim()[0]?.toUpperCase() ?? "";
  // Two letters alone say too little ("CA" is also a state); three or more, or the company's initial first.
  return [initials.length >= 3 ? initials : "", company && initials.length >= 2 ? company + initials : ""].filter((a) => a.length > 0);
}

/** Whether the text names the owner, in its words or by its initials. */
export function ownerNamed(text: string, owner: readonly string[], companyName = ""): boolean {
  if (owner.length === 0) return false;
  const named = nameWords(text);
  if (owner.every((w) => named.has(w))) return true;
  const abbreviations = initialsOf(owner, companyName);
  return abbreviations.length > 0 && (text.match(/\b[A-Z]{2,6}\b/g) ?? []).some((token) => abbreviations.includes(token));
}
