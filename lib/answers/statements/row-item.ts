// Which line item a statement row stands for, reading past the ways filings dress a label: sign
// words ("Net cash provided by (used in)"), who it is attributable to, a missing leading "net",
// and trailing qualifications ("Trade receivables, net of allowances of $23 and $16").
import { lineItem, listedLineItem, matchRowLabel, phraseKey, type LineItemId } from "../../finance";

// Words in parentheses that only say a figure may be negative: "Net cash provided by (used in)
// operating activities", "(Loss)/earnings before income taxes", "Net (loss) income".
const SIGN_WORDS = /\(\s*(?:used\s+(?:in|for)|used|loss(?:es)?|income|benefit|expense|deficit|earnings|gain|provision|decrease|increase|reduction)\s*\)\s*\/?\s*/gi;

// What follows the item in a qualified label: ", net of allowances …", ", less accumulated …",
// "(net of …)", ", including …", ", at cost", ", respectively".
const QUALIFICATION = /\s*(?:,\s*(?:net\s+of|less|including|excluding|after|at\s+cost)\b|\(\s*(?:net\s+of|less|including|excluding)\b)/i;

/** The line item a row stands for, reading past sign words and a missing leading "net". */
export function rowItem(label: string): LineItemId | undefined {
  // "Current liabilities Debt maturing within one year": a section's heading glued to its first row.
  const glued = GLUED_HEADING.exec(label);
  if (glued) return rowItem(label.slice(glued[0].length));
  // "Inventories, net Raw materials and supplies": the heading of a breakdown glued to its first
  // line, which is a part of the item, not the item.
  if (HEADING_OVER_PART.test(label)) return undefined;
  // "Consolidated net income attributable to Walmart" is the parent's share, as it is without the
  // word; read first as "Consolidated net income", it would be the whole.
  const consolidated = /^consolidated\s+/i.exec(label);
  if (consolidated) return rowItem(label.slice(consolidated[0].length)) ?? matchRowLabel(label);
  const direct = matchRowLabel(label);
  if (direct) return direct;
  // "Earnings per share attributable to 3M common shareholders — diluted" is diluted EPS.
  const plain = label
    .replace(SIGN_WORDS, " ")
    .replace(/\battributable to [^—–]*?(?:share(?:holder|owner)s?|stockholders?)\b/i, " ")
    .replace(/[—–]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain !== label) {
    const item = matchRowLabel(plain);
    if (item) return item;
  }
  if (!/^net\b/i.test(plain)) {
    // Only a whole wording: "Cash provided by operations" is "Net cash provided by operations",
    // but "Earnings before taxes" is not "Net earnings".
    const withNet = `Net ${plain}`;
    const item = matchRowLabel(withNet);
    if (item && lineItem(item).labels.some((l) => phraseKey(l) === phraseKey(withNet))) return item;
  }
  // "Loss before income taxes" is the income line of a year with a loss.
  if (/^(net\s+)?loss\b/i.test(plain)) return matchRowLabel(plain.replace(/^(net\s+)?loss\b/i, "$1income"));
  const qualified = QUALIFICATION.exec(plain);
  if (qualified && qualified.index > 0) return rowItem(plain.slice(0, qualified.index));
  // "Dividends — common and preferred": a dash before the classes the row covers.
  const classes = /^(.+?)\s+[—–]\s+(.+)$/.exec(label);
  if (classes && CLASSES.test(classes[2]!)) return matchRowLabel(classes[1]!);
  return listedLineItem(label);
}

// ("Cash flows from investing activities Capital expenditures, …": a cash-flow section's heading;
// Microsoft heads them with one word: "Investing Additions to property and equipment"; Lockheed
// Martin glues "Adjustments to reconcile net earnings to net cash provided by operating activities"
// to its first adjustment, "Depreciation and amortization".)
const GLUED_HEADING = /^(?:[Aa]djustments\s+to\s+reconcile\s+net\s+(?:earnings|income|loss|\(loss\)\s+income|income\s+\(loss\))\s+to\s+net\s+cash\s+(?:provided\s+by|used\s+in|from)(?:\s+\(used\s+in\))?\s+operating\s+activities|(?:[Cc]urrent|[Nn]on-?\s?[Cc]urrent|[Ll]ong-[Tt]erm|[Oo]ther)\s+(?:[Aa]ssets|[Ll]iabilities)|[Cc]ash\s+[Ff]lows?\s+(?:[Ff]rom|[Pp]rovided\s+[Bb]y|[Uu]sed\s+[Ii]n)\s+(?:[Oo]perating|[Ii]nvesting|[Ff]inancing)\s+[Aa]ctivities|(?:Investing|Financing)(?=\s+(?:Additions|Purchases?|Payments?|Proceeds|Repayments?|Common|Dividends?)\b))\s*:?\s+(?=[A-Z])/;

// A label ending ", net" (a heading of its parts) followed by a capitalised line of its own.
const HEADING_OVER_PART = /^[^,]+,\s*net:?\s+[A-Z][a-z]/;

// Words that only say which classes or what basis a row covers, not which row it is.
const CLASSES = /^(?:(?:common|preferred|ordinary|class\s+[a-c]|shares?|stock|and|&|,|net|total|gross|cash|paid|declared|shareholders|stockholders)\s*)+$/i;
