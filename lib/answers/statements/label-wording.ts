// What a row's label says besides naming the row, and the names one row goes by. Used when a
// question names a row by its own words: "treasury stock" is the row printed "Treasury stock, at
// cost (126 and 122 shares, respectively)", "accrued liabilities" the one printed "Accrued expenses".

// A note reference, what the row "includes", and the amounts of its allowance ("…, less reserves
// for credit losses: 2022, $3,747; 2021, $3,305" keeps "less reserves for credit losses").
const NOTE_REFERENCE = /\(\s*notes?\s+\d+[a-z]?\s*\)/gi;
const INCLUDES_ASIDE = /\(\s*(?:includes|including|excludes|excluding|see|refer)\b[^()]*(?:\([^()]*\)[^()]*)*\)/gi;
const AMOUNTS_TAIL = /:\s*(?:(?:19|20)\d{2}|\$)[^]*$/;
// Share counts of an equity row, in parentheses or after a dash, colon, semicolon or comma:
// "(126 and 122 shares, respectively)", "— 2,752 and 2,716 shares, respectively", "; Shares held:
// 977 million and 970 million", ", 428,676,471 shares at December 31, 2018 and …".
const SHARES_ASIDE = /\([^()]*\bshares?\b[^()]*\)/gi;
const SHARES_TAIL = /\s*[—–:;,]\s*(?:shares\s+held\b|[\d,.]+\s+(?:million\s+)?(?:and\s+[\d,.]+\s+(?:million\s+)?)?shares?\b)[^]*$/i;
// The basis an equity row is carried on: "Treasury stock, at cost", "Treasury stock, shares at cost".
const AT_COST = /,?\s*(?:shares\s+)?at\s+cost\b/gi;

/** A label without its asides: what remains names the row. */
export function withoutAsides(label: string): string {
  return label
    .replace(NOTE_REFERENCE, " ")
    .replace(INCLUDES_ASIDE, " ")
    .replace(AMOUNTS_TAIL, " ")
    .replace(SHARES_ASIDE, " ")
    .replace(SHARES_TAIL, " ")
    .replace(AT_COST, " ");
}

// Names of one balance-sheet row that filers and readers use for each other; each is read as the
// first wording of its pair.
const SAME_ROW: [RegExp, string][] = [
  [/\baccrued\s+expenses\b/gi, "accrued liabilities"],
  [/\bunearned\s+revenues?\b/gi, "deferred revenue"],
  [/\bdeferred\s+revenues\b/gi, "deferred revenue"],
];

/** A wording with the names of a row that stand for each other made one. */
export function oneNameForRow(text: string): string {
  return SAME_ROW.reduce((t, [from, to]) => t.replace(from, to), text);
}
