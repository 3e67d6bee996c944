// The topic of a question, matched against the section a page is in. A question that names a
// disclosure concept ("major acquisitions", "legal battles", "spinning off") is about that topic,
// and a filing gives each topic a section under a heading in its own words ("Note 5 - Acquisitions
// and Divestitures", "Legal Proceedings", "Separation of Kenvue"). A page under such a heading —
// its own, or the one of the section its text continues from the page before — is the section
// that answers, where pages that use the question's other words ("major", "three", "main") in
// passing are not. The words come from disclosure-concepts.ts, not from a list of questions.
import { sectionHeadings } from "../pages/section-headings";
import { wordCoverage } from "./lexical-match";
import type { QueryUnderstanding } from "./understand-query";

export interface SectionTopic {
  /** The share (0..1) of the question's topics that the headings a page is under name. */
  of(content: string, previousPage: string | undefined): number;
}

/** Undefined when the question names no disclosure concept. */
export function sectionTopic(u: QueryUnderstanding): SectionTopic | undefined {
  // The question's words that named a concept, each standing also for the filings' words for it.
  const topics = [...u.concepts.alternatives.keys()];
  const coverage = wordCoverage(topics, new Map(topics.map((t) => [t, 1])), u.concepts.alternatives);
  if (!coverage) return undefined;
  return { of: (content, previousPage) => coverage.of(sectionHeadings(content, previousPage)) };
}
