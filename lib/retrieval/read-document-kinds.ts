// Reading the kind of document a question points at: "10-K", "annual report", "quarterly",
// "10-Q", "earnings release", "8-K", "8k filing", "proxy statement".
import type { DocumentCategory } from "../catalog/codes";

export interface DocumentKindMention {
  text: string;
  start: number;
  end: number;
  /** Form types that fit (upper case), and categories that fit; a document fits on either. */
  formTypes: string[];
  categories: DocumentCategory[];
}

interface KindRule {
  re: RegExp;
  formTypes: string[];
  categories: DocumentCategory[];
}

const RULES: KindRule[] = [
  {
    re: /\b(?:form\s+)?10-?k(?:\/a)?\b(?:\s+(?:report|filing))?|\bannual\s+(?:report|filing|results)\b|\b20-?f\b|\b40-?f\b/gi,
    formTypes: ["10-K", "10-K/A", "20-F", "20-F/A", "40-F", "40-F/A"],
    categories: ["annual-financial-report"],
  },
  {
    re: /\b(?:form\s+)?10-?q(?:\/a)?\b(?:\s+(?:report|filing))?|\bquarterly\s+(?:report|filing|statements?)\b|\binterim\s+(?:report|financial\s+statements)\b|\b6-?k\b|\bquarterly\b(?!\s+(?:dividends?|basis|rates?|payments?|cash))/gi,
    formTypes: ["10-Q", "10-Q/A", "6-K", "6-K/A"],
    categories: ["interim-financial-report"],
  },
  {
    re: /\b(?:earnings|press|results)\s+release\b|\bearnings\s+report\b/gi,
    formTypes: [],
    categories: ["earnings-release"],
  },
  {
    re: /\b(?:form\s+)?8-?k(?:\/a)?\b(?:\s+(?:report|filing))?|\bcurrent\s+report\b/gi,
    formTypes: ["8-K", "8-K/A"],
    categories: ["current-report", "earnings-release"],
  },
  {
    re: /\bearnings\s+call\b|\b(?:call|conference)\s+transcript\b/gi,
    formTypes: [],
    categories: ["earnings-call-transcript"],
  },
  {
    re: /\bproxy\s+(?:statement|circular)\b|\bdef\s*14a\b/gi,
    formTypes: ["DEF 14A", "DEFA14A", "DEFM14A"],
    categories: ["shareholder-meeting-circular"],
  },
];

/** Document kinds a question names, left to right. */
export function readDocumentKinds(text: string): DocumentKindMention[] {
  const found: DocumentKindMention[] = [];
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && f.start < end)) continue;
      found.push({ text: m[0], start, end, formTypes: rule.formTypes, categories: rule.categories });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
