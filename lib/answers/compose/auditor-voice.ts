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

/**
 * The name "we" stands for in a quote when the auditor speaks it: the signing firm, or the firm
 * described when the page does not carry its signature; null when the filer speaks.
 */
export function auditorVoice(content: string, quote: string): string | null {
  // The quote as the page prints it, whatever its line breaks.
  const head = quote.trim().split(/\s+/).slice(0, 10).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+");
  const at = head ? content.search(new RegExp(head)) : -1;
  if (at < 0) return null;
  const span = auditorSpans(content).find((s) => at >= s.start && at < s.end);
  return span ? (span.firm ?? UNSIGNED) : null;
}
