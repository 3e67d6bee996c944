// A growth written out as a formula of one figure at two periods: "this year's figure minus the
// fiscal 2018 figure, divided by the fiscal 2018 figure", "the 2019 amount minus the 2018 amount,
// over the 2018 amount", "revenue in 2017 minus its 2016 revenue, over the 2016 revenue",
// "(FY23 − FY22) / FY22". Its operands name no row of their own, only periods of the figure the
// question asks about; the question's reading computes it as that figure's growth.

// Words of an operand that say which period, or stand for the figure asked ("figure", "amount").
const PERIOD_OR_PLACEHOLDER = new RegExp(
  String.raw`\b(?:this|that|the|its|their|same|prior|previous|preceding|last|current|year['’]?s?|quarter['’]?s?|half['’]?s?|period['’]?s?|months?|fiscal|fy\s*['’]?\d{2,4}|q[1-4]|(?:19|20)\d{2}['’]?s?|'\d{2}|of|in|for|a|an|ago|earlier|before|figure|amount|value|number|level|balance|result|total|one|reading|comparable|corresponding)\b`,
  "gi",
);
// A word that says the operand is another period than the first: a year, "prior", "same … of".
const OTHER_PERIOD = /\b(?:(?:19|20)\d{2}|fy\s*['’]?\d{2,4}|fiscal\s+\d{2,4}|prior|previous|preceding|last\s+year|a\s+year\s+(?:ago|earlier)|same\s+(?:quarter|period|half))\b/i;

// (A hyphen subtracts only between spaces: "prior-year" is a word.)
const OPERATOR = /\s+[-−–]\s+|\)\s*[-−–]\s*|\s*[-−–]\s*\(|\s*(?:\bminus\b|\bless\b)\s*|\s*(?:[/÷]|\bdivided\s+by\b|\bover\b)\s*/gi;

/** What an operand names once its period words are set aside ("" for "the 2018 figure"). */
function subjectOf(operand: string): string {
  return operand.replace(/[(),.\-–]/g, " ").replace(PERIOD_OR_PLACEHOLDER, " ").replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * Whether a formula is the growth of one figure between two periods, written out: three operands
 * (later − earlier) over earlier, the last two naming another period and no figure but, at most,
 * a shorter wording of the first's.
 */
export function isGrowthInWords(formula: string): boolean {
  const text = formula.replace(/^\s*(?:compute|calculate|work\s+out|take|find)\s+/i, "").replace(/\s*(?:[×*x]\s*100|times\s+100)\s*$/i, "");
  const ops = [...text.matchAll(OPERATOR)].map((m) => (/[/÷]|divided|over/i.test(m[0]) ? "/" : "-"));
  const operands = text.split(OPERATOR).map((t) => t.trim()).filter(Boolean);
  if (operands.length !== 3 || ops.join("") !== "-/") return false;
  const [later, earlier, base] = operands.map(subjectOf) as [string, string, string];
  if (!OTHER_PERIOD.test(operands[1]!) || !OTHER_PERIOD.test(operands[2]!)) return false;
  // The earlier operands name nothing ("the 2018 figure"), or the first's figure by a shorter
  // wording ("its 2016 revenue" after "Global Services revenue in 2017"). A formula naming the
  // figure in full each time is left to be read as one: it is that figure's growth already.
  const shorter = (s: string) => s === "" || (s !== later && later.endsWith(` ${s}`));
  return shorter(earlier) && shorter(base);
}
