// How a question asks for the answer's unit and rounding in shorthand: "$mm", "$M", "in $bn",
// "($000s)", "%", "2dp", "to two decimals". One reading shared by the question reader (the scale
// and decimals asked), the instruction stripper (these are no words of what is asked) and the
// formula reader (a formula ends where its unit note begins: "inventories minus AP, $mm").

const SCALES: Record<string, number> = { k: 1e3, "000s": 1e3, "000": 1e3, thousands: 1e3, m: 1e6, mm: 1e6, mn: 1e6, mil: 1e6, millions: 1e6, b: 1e9, bn: 1e9, billions: 1e9 };

// "$mm", "US$ bn", "$000s", "in $M": a currency sign with a scale written short.
const MONEY_SHORTHAND = String.raw`(?:us)?\$\s?(?:mm|mn|mil|m|bn|b|k|000s?)(?![\w$])`;
// "2dp", "to two decimals", "rounded to 1 d.p.", "1 decimal"
const DECIMALS_SHORTHAND = String.raw`(?:(?:rounded\s+)?to\s+)?(?:\d|one|two|three|four)\s*(?:dp\b|d\.p\.|decimals?\b(?:\s+places?\b)?)`;

// "in US dollars per share": the unit of a per-share answer, no figure of dollars.
const PER_SHARE_UNIT = String.raw`(?:us\s+|u\.s\.\s+)?(?:dollars|usd|\$)\s+per\s+(?:diluted\s+|basic\s+)?share\b`;

/** The unit note of a question in shorthand, each as a whole clause: "$mm", "(6M, $mm)", ", %?", ", 2dp", "… . Percent." */
export const UNIT_NOTE = new RegExp(
  String.raw`(?:,\s*(?:in\s+)?|\(\s*(?:in\s+)?|\bin\s+|(?<=[.?!]\s+))(?:${MONEY_SHORTHAND}|(?:%|percent(?:age)?s?)(?=\s*[?.),]|\s*$)|${DECIMALS_SHORTHAND}|${PER_SHARE_UNIT})\)?`,
  "gi",
);

/** The scale a money shorthand asks for ("$mm" → 1e6), or null when the question writes none. */
export function shorthandScale(text: string): number | null {
  const m = new RegExp(String.raw`(?:^|[\s,(])(?:in\s+)?(?:us)?\$\s?(mm|mn|mil|m|bn|b|k|000s?)(?![\w$])`, "i").exec(text);
  return m ? (SCALES[m[1]!.toLowerCase()] ?? null) : null;
}

/** The decimals a shorthand asks for ("2dp", "to two decimals"), or null. */
export function shorthandDecimals(text: string): number | null {
  const m = /\b(\d|one|two|three|four)\s*(?:dp\b|d\.p\.)/i.exec(text);
  if (!m) return null;
  return /^\d$/.test(m[1]!) ? Number(m[1]) : ({ one: 1, two: 2, three: 3, four: 4 } as Record<string, number>)[m[1]!.toLowerCase()] ?? null;
}

/**
 * Whether a question wants its answer in percent: "in percent", "as a %", "% margin", a unit note
 * ("Percent, two decimals.", "give the percent to two decimals", "percent rounded to…") or "%" in
 * shorthand. The word "percent" asks for a percent wherever it stands, save "percentage points"
 * (a difference of two percentages, not one written in percent).
 */
export function percentAsked(text: string): boolean {
  return /\bpercent(?:age)?s?\b(?!\s+points?\b)|\bas\s+a\s+%|%\s+margin/i.test(text) || shorthandPercent(text);
}

/** Whether a question asks for percent in shorthand: "%?" at its end, ", %," in its notes. */
export function shorthandPercent(text: string): boolean {
  return /(?:^|[\s,(])%\s*(?:[?.),]|$)/.test(text);
}
