// The items a Form 8-K reports ("Item 2.02 Results of Operations and Financial Condition"). The
// item numbers and their subjects are fixed by the form's instructions.
import type { PageText } from "./page-text";

export const ITEMS_8K: Record<string, string> = {
  "1.01": "Entry into a Material Definitive Agreement",
  "1.02": "Termination of a Material Definitive Agreement",
  "1.03": "Bankruptcy or Receivership",
  "1.04": "Mine Safety",
  "1.05": "Material Cybersecurity Incidents",
  "2.01": "Completion of Acquisition or Disposition of Assets",
  "2.02": "Results of Operations and Financial Condition",
  "2.03": "Creation of a Direct Financial Obligation",
  "2.04": "Triggering Events That Accelerate a Financial Obligation",
  "2.05": "Costs Associated with Exit or Disposal Activities",
  "2.06": "Material Impairments",
  "3.01": "Notice of Delisting or Failure to Satisfy a Listing Rule",
  "3.02": "Unregistered Sales of Equity Securities",
  "3.03": "Material Modification to Rights of Security Holders",
  "4.01": "Changes in Registrant's Certifying Accountant",
  "4.02": "Non-Reliance on Previously Issued Financial Statements",
  "5.01": "Changes in Control of Registrant",
  "5.02": "Departure or Appointment of Directors or Officers",
  "5.03": "Amendments to Articles of Incorporation or Bylaws",
  "5.04": "Temporary Suspension of Trading Under Employee Benefit Plans",
  "5.05": "Amendments to the Code of Ethics",
  "5.06": "Change in Shell Company Status",
  "5.07": "Submission of Matters to a Vote of Security Holders",
  "5.08": "Shareholder Director Nominations",
  "6.01": "ABS Informational and Computational Material",
  "6.02": "Change of Servicer or Trustee",
  "6.03": "Change in Credit Enhancement",
  "6.04": "Failure to Make a Required Distribution",
  "6.05": "Securities Act Updating Disclosure",
  "7.01": "Regulation FD Disclosure",
  "8.01": "Other Events",
  "9.01": "Financial Statements and Exhibits",
};

const ITEM_HEADING = /^item\s*(\d{1,2})\s*\.\s*(\d{2})\b/i;

/**
 * The items of an 8-K, read from the item headings between the cover and the signatures
 * (exhibits that follow may quote item numbers of other forms).
 */
export function items8k(pages: PageText[], coverIndex: number): string[] {
  const found: string[] = [];
  for (let i = coverIndex; i < Math.min(pages.length, coverIndex + 6); i++) {
    const lines = pages[i]!.lines;
    if (i > coverIndex && found.length > 0 && /^exhibit\s+\d/i.test(lines[0] ?? "")) break;
    for (const line of lines) {
      if (/^signatures?\b/i.test(line)) return sortItems(found);
      const m = ITEM_HEADING.exec(line);
      if (!m) continue;
      const item = `${Number(m[1])}.${m[2]}`;
      if (ITEMS_8K[item] && !found.includes(item)) found.push(item);
    }
  }
  return sortItems(found);
}

function sortItems(items: string[]): string[] {
  return [...items].sort((a, b) => Number(a) - Number(b));
}
