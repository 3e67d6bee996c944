// The operands of a division asked outright ("divide A by B"), as the question words them: an
// operand may refer back to what was said before it ("divide it by …", "… by that free cash
// flow") or carry its own formula in brackets ("cash returned to shareholders (dividends paid
// plus repurchases)").
import { phraseKey } from "./normalise";

// Words that stand for a figure already named: "it", "the result", "that figure". ("The total"
// refers back only alone: "the total income before income taxes" is a row.)
const REFERS_BACK = /^(?:it|them|(?:that|this|these|those)\b.*|the\s+(?:result|sum|difference|total))$/i;
const POINTING = /^(?:that|this|the\s+same)\s+(?<name>.+)$/i;
// "Cash returned to shareholders (dividends paid plus repurchases)": a bracket of arithmetic after a name.
const BRACKETED_FORMULA = /^(?<name>[^()]+?)\s*\((?<formula>[^()]+)\)\s*$/;

/**
 * The operand as it is to be read: a definition the question gave, when the words point back at
 * its name ("that free cash flow" after "define free cash flow as …"); a bracket's arithmetic
 * beside the name it defines; else the words as written. Null when the words only refer back to
 * something said before (the division is then a step of a longer computation, read elsewhere).
 */
export function divisionOperand(words: string, defined: ReadonlySet<string>, isArithmetic: (text: string) => boolean): string | null {
  const text = words.trim().replace(/[,.;:\s]+$/, "");
  const pointed = POINTING.exec(text)?.groups?.name;
  if (pointed && defined.has(phraseKey(pointed))) return pointed;
  if (REFERS_BACK.test(text)) return null;
  const bracket = BRACKETED_FORMULA.exec(text)?.groups;
  if (bracket && isArithmetic(bracket.formula!)) return `(${bracket.formula!.trim()})`;
  return text;
}
