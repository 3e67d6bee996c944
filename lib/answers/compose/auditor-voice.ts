// Who says "we" in a passage of a filing. Almost everywhere it is the filer, and a lead turns
// "We have served …" into "Acme has served …". In the independent auditor's report (and in its
// consent filed as an exhibit) "we" is the audit firm and "the Company" is the filer: told of the
// filer, "We have served as the Company's auditor since 2008" would make the company its own
// auditor. This reads where the auditor's words are on a page and the firm that signed them.

// The heading that opens the auditor's words.
const OPENS = /report\s+of\s+independent\s+registered\s+public\s+accounting\s+firm|independent\s+auditors?['’]?\s+report|consent\s+of\s+independent\s+(?:registered\s+public\s+accounting\s+firm|auditors?)/gi;
// What only the auditor says of itself, on a page its report continues onto.
const SPEAKS =
  /\bwe\s+have\s+(?:also\s+)?audited\b|\bwe\s+(?:also\s+)?conducted\s+our\s+audits?\b|\bour\s+audits?\s+(?:also\s+)?(?:included|provides?)\b|\bwe\s+(?:have\s+)?served\s+as\s+the\s+company['’]s\s+auditor\b|\bwe\s+consent\s+to\s+the\s+incorporation\b|\bwe\s+are\s+a\s+public\s+accounting\s+firm\b/gi;
// The firm's signature: "/s/ PricewaterhouseCoopers LLP", "/s/ DELOITTE & TOUCHE LLP".
const SIGNED = /\/s\/\s*([A-Z][A-Za-z&.,'’ -]{1,60}?\b(?:LLP|L\.L\.P\.|LLC|AG|P\.C\.))/g;
// A heading after the auditor's words: the filing's own text resumes ("## ITEM 9A.", "### Note 2").
const HEADING = /^#{1,6}\s|^(?:PART|ITEM|Item)\s+[0-9IVX]+[A-Z]?\b/gm;

/** Where on a page the auditor speaks, as [start, end) character spans, with the firm that signed. */
function auditorSpans(content: string): { start: number; end: number; firm: string | null }[] {
  const signatures = [...content.matchAll(SIGNED)];
  // The signature is the auditor's too: a report continued onto a page may show little else.
  const marks = [...content.matchAll(OPENS), ...content.matchAll(SPEAKS), ...signatures].map((m) => m.index).sort((a, b) => a - b);
  if (marks.length === 0) return [];
  const start = marks[0]!;
  // The words run to the first heading after the last thing only the auditor says or signs.
  const last = Math.max(marks.at(-1)!, ...signatures.map((s) => s.index));
  const heading = [...content.matchAll(HEADING)].find((h) => h.index > last);
  const end = heading ? heading.index : content.length;
  const firm = signatures.find((s) => s.index >= start && s.index < end)?.[1]?.trim() ?? null;
  return [{ start, end, firm }];
}

// Unsigned on the page, the auditor is named by its role ("Its auditor has audited …").
const UNSIGNED = "Its auditor";

/** Who speaks a quote in the auditor's voice, and where it signed. */
export interface AuditorVoice {
  /** The signing firm, or the auditor by its role when no page at hand carries its signature. */
  name: string;
  /** The signature as printed ("/s/ Ernst & Young LLP"), when it is on one of the pages after. */
  signature: string | null;
  /** Which of the pages after carries it (an index into `following`), -1 when none does. */
  signedOn: number;
}

/**
 * Who "we" is in a quote when the auditor speaks it: the firm that signed on the quote's page or
 * on the `following` pages its report runs onto (the next ones of the filing, in order), or the
 * auditor by its role; null when the filer speaks.
 */
export function auditorVoice(content: string, quote: string, following: string[] = []): AuditorVoice | null {
  // The quote as the page prints it, whatever its line breaks.
  const head = quote.trim().split(/\s+/).slice(0, 10).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+");
  const at = head ? content.search(new RegExp(head)) : -1;
  if (at < 0) return null;
  const span = auditorSpans(content).find((s) => at >= s.start && at < s.end);
  if (!span) return null;
  if (span.firm) return { name: span.firm, signature: null, signedOn: -1 };
  return signedAfter(following) ?? { name: UNSIGNED, signature: null, signedOn: -1 };
}

/** The firm that signs a report continued onto the pages after, unless another report opens first. */
function signedAfter(following: string[]): AuditorVoice | null {
  for (const [i, content] of following.entries()) {
    const signature = [...content.matchAll(SIGNED)][0];
    const opens = [...content.matchAll(OPENS)][0];
    if (opens && (!signature || opens.index < signature.index)) return null;
    if (signature) return { name: signature[1]!.trim(), signature: signature[0].trim(), signedOn: i };
  }
  return null;
}
