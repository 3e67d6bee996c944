// What a question or a row's label says in parentheses beside what it names, naming nothing of
// its own: the period ("Amcor's EBIT for fiscal 2021 (year ended June 30, 2021)") and the name
// of the figure when its sign turns ("Net income (loss)", "Interest expense (income), net").
// One reading shared by the formula reader, the definition reader and the row matcher.

/** A period in parentheses: "(year ended June 30, 2021)", "(24 weeks ended June 17, 2023)", "(fiscal 2022)", "(as of …)". */
export const PERIOD_NOTE = String.raw`\(\s*(?:for\s+the\s+)?(?:(?:\d{1,2}|three|six|nine|twelve|fifty-two|fifty-three)[\s-]+(?:weeks|months)|(?:fiscal\s+)?(?:years?|quarters?|periods?))\s+(?:ended|ending)\b[^()]*\)` +
  String.raw`|\(\s*(?:as\s+of|at|fy|fiscal|q[1-4])\b[^()]*\)`;

/** The figure's other name when its sign turns: "(loss)", "(income)", "(expense)", "income/(loss)". */
export const SIGN_ALTERNATIVE = /\/?\(\s*(?:loss|losses|income|expense|expenses|gain|gains|earnings|deficit|benefit|credit)\s*\)/gi;

/** The text with its parenthesised periods blanked, every offset kept. */
export function withoutPeriodNotes(text: string): string {
  return text.replace(new RegExp(PERIOD_NOTE, "gi"), (m) => " ".repeat(m.length));
}

/** The text with its sign alternatives left out: "Net income (loss) attributable to" → "Net income attributable to". */
export function withoutSignAlternatives(text: string): string {
  return text.replace(SIGN_ALTERNATIVE, " ");
}
