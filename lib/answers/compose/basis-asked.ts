// A figure asked on a basis the filings do not report it on: other accounting standards ("net
// income under IFRS") or another currency ("operating revenues in euros"). A company reporting
// under U.S. GAAP in dollars states neither, and its dollar figure would answer another question.
// Whether the filing reports on that basis is read from its pages: the standards named, or
// figures captioned in that currency.
import type { CitablePage } from "../engines/engine";
import type { Written } from "./written";

interface Basis {
  /** The basis as the question words it. */
  said: string;
  /** What a page reporting on it prints. */
  printed: RegExp;
}

// Standards asked as the basis of a figure: "under IFRS", "in accordance with IFRS", "on a J-GAAP basis".
const STANDARDS = /\b(?:under|per|using|according\s+to|in\s+accordance\s+with|on\s+an?|as\s+reported\s+under)\s+(IFRS|International\s+Financial\s+Reporting\s+Standards|(?:Japanese|German|Chinese|Indian|Canadian|UK)\s+GAAP|J-?GAAP)\b/i;
const STANDARD_PRINTED: [RegExp, RegExp][] = [
  [/IFRS|International/i, /\bIFRS\b|International\s+Financial\s+Reporting\s+Standards/i],
  [/Japanese|J-?GAAP/i, /\bJapanese\s+GAAP\b|\bJ-?GAAP\b/i],
  [/German/i, /\bGerman\s+GAAP\b|\bHGB\b/i],
  [/Chinese/i, /\bChinese\s+GAAP\b|\bPRC\s+GAAP\b/i],
  [/Indian/i, /\bIndian\s+GAAP\b|\bInd\s+AS\b/i],
  [/Canadian/i, /\bCanadian\s+GAAP\b/i],
  [/UK/i, /\bUK\s+GAAP\b/i],
];

// A currency asked as the unit of a figure: "in euros", "expressed in yen", "converted into Swiss francs".
// ("euro-denominated debt" is no unit asked; nor are "pounds" of weight.)
const CURRENCIES: [RegExp, RegExp][] = [
  [/euros?|EUR/i, /€|\bEUR\b|\beuros?\b/i],
  [/pounds\s+sterling|sterling|GBP/i, /£|\bGBP\b|\bsterling\b/i],
  [/yen|JPY/i, /¥|\bJPY\b|\byen\b/i],
  [/yuan|renminbi|RMB|CNY/i, /\bRMB\b|\bCNY\b|\byuan\b|\brenminbi\b/i],
  [/swiss\s+francs?|CHF/i, /\bCHF\b|\bSwiss\s+francs?\b/i],
  [/rupees?|INR/i, /₹|\bINR\b|\brupees?\b/i],
];
const CURRENCY = /\b(?:in|into|to|as)\s+(?:the\s+)?(?:(?:Japanese|Chinese|Indian|British|European)\s+)?(euros?|pounds\s+sterling|sterling|yen|yuan|renminbi|RMB|swiss\s+francs?|rupees?|EUR|GBP|JPY|CNY|CHF|INR)(?![-\w])/i;

/** The basis a question asks a figure on that the filings would have to report, or null. */
export function basisAsked(question: string): Basis | null {
  const standard = STANDARDS.exec(question);
  if (standard) {
    const printed = STANDARD_PRINTED.find(([said]) => said.test(standard[1]!))?.[1];
    if (printed) return { said: standard[1]!, printed };
  }
  const currency = CURRENCY.exec(question);
  if (currency) {
    const printed = CURRENCIES.find(([said]) => said.test(currency[1]!))?.[1];
    // Figures in a currency are captioned so in a table or its heading ("in millions of euros", "€m").
    if (printed) return { said: currency[1]!, printed: new RegExp(String.raw`^\s*(?:\||#|\().*(?:${printed.source})`, "im") };
  }
  return null;
}

/**
 * The decline for a figure asked on a basis none of the retrieved pages reports on, or null when
 * the question asks none or a page reports on it.
 */
export function unreportedBasis(question: string, pages: CitablePage[]): Written | null {
  const basis = basisAsked(question);
  if (!basis || pages.length === 0 || pages.some((p) => basis.printed.test(p.content))) return null;
  const company = pages[0]!.document.companyName ?? "the company";
  return {
    text: `The question asks for a figure ${/^(?:IFRS|Inter|Japanese|German|Chinese|Indian|Canadian|UK|J-?GAAP)/i.test(basis.said) ? `under ${basis.said}` : `in ${basis.said}`}, and the filings do not state one: ${company}'s retrieved pages report no figures on that basis, and converting or restating its reported figures would be my own estimate, not a disclosure. So I cannot answer it from the filings.`,
    excerpts: new Map(),
  };
}
