// A part of the company named as a segment that the filings never report as one: "Walmart's
// Flipkart segment" (Flipkart is within Walmart International), "Microsoft's Xbox segment" (Xbox is
// within More Personal Computing). The pages mention the name in prose, so a name check passes, and
// the readers answer with the segment it is part of, or the company's total. A part the company
// reports has a row, a column or a heading of its own on its pages ("| Sam's Club | 63,910 |",
// "### Flexibles Segment"); a name printed only in sentences is no reported part, and unless the
// answer's lead speaks of it, the figure is another part's.

// A capitalised name before "segment" or "division": "Flipkart segment", "Sam's Club segment".
const PART_ASKED = /\b((?:[A-Z][\w&'’.-]*\s+){0,3}[A-Z][\w&'’.-]*)\s+(?:reportable\s+)?(?:segment|division|business\s+unit|operating\s+unit)s?\b/;


// Words before the name that say which of the parts, not which part: "Top", "Largest", "Each".
const LEADING = /^(?:What|Which|How|Did|Does|Is|Was|In|For|Of|Among|Screening|The|Its|Their|Each|Every|Any|Other|Our|This|That|One|Two|Three|Four|Five|Top|Bottom|Largest|Biggest|Smallest|Highest|Lowest|Best|Worst|Main|Key|Core|Fastest|Slowest|Most|Least)$/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/['’]/g, "['’]").replace(/\s+/g, "\\s+");

/**
 * The name of a segment the question asks about that no page reports as a part (in a table row
 * or a heading) and the lead does not speak of, or null.
 */
// Pages whose tables report parts: statements, segment and financial tables. (A narrative page's
// heading over an acquisition's note, or an exhibit's list of subsidiaries, reports no part.)
const UNREPORTING = new Set(["narrative", "exhibit", "cover", "certification", "signatures", "table-of-contents", "other", "blank"]);

export function unreportedPart(question: string, pages: readonly { content: string; kind: string; document: { companyName?: string | null; companyTickers?: readonly string[] | null } }[], lead: string): string | null {
  const m = PART_ASKED.exec(question);
  if (!m || pages.length === 0) return null;
  // The name is the capitalised words right before "segment", back to the owner's possessive, its
  // name or ticker, a period or a word saying which of the parts ("Walmart's Flipkart", "LMT
  // Q1'23 Space", "Which Lockheed Martin segment", "Among Corning's segments": none named).
  const document = pages[0]!.document;
  const own = new Set(`${document.companyName ?? ""} ${(document.companyTickers ?? []).join(" ")}`.toLowerCase().split(/[^a-z&]+/).filter(Boolean));
  const words = m[1]!.split(/\s+/);
  const parts: string[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (/['’]s$/.test(w) && i < words.length - 1 && !/^[A-Z]/.test(words[i + 1]!)) break;
    if (/['’]s$/.test(w) && (i === words.length - 1 || own.has(w.replace(/['’]s$/, "").toLowerCase()))) break;
    if (own.has(w.toLowerCase()) || LEADING.test(w) || /^(?:Q[1-4]|FY|H[12]|[1-4][QH]|\d)/i.test(w)) break;
    parts.unshift(w);
  }
  if (parts.length === 0) return null;
  const name = parts.join(" ");
  const form = new RegExp(`(?<![A-Za-z])${escape(name)}(?![a-z])`, "i");
  if (form.test(lead)) return null;
  const tables = pages.filter((p) => !UNREPORTING.has(p.kind));
  const reported = tables.some((p) => p.content.split("\n").some((line) => /^\s*[|#]/.test(line) && form.test(line)));
  return reported ? null : name;
}
