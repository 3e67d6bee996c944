// Questions and filings name the same things in different words: a question asks about "legal
// battles", the filing's section is "Legal Proceedings" and its note "Contingencies"; a question
// asks whether a company "retained card members", the filing reports "attrition". Each concept
// here pairs the ways questions put it with the words filings use, so a question can also be
// searched in the filing's own vocabulary. Those words are searched with a lower weight than the
// question's own (rank-pages.ts): they widen recall without outranking a page that says what the
// question says.

import { words } from "../finance";

export interface DisclosureConcept {
  /** How a question names the concept. */
  cue: RegExp;
  /** The words and phrases filings use for it, for lexical search. */
  filingTerms: string[];
  /** An event or circumstance told in prose (a lawsuit, a spin-off), not a figure in a table. */
  narrative?: true;
}

export const DISCLOSURE_CONCEPTS: readonly DisclosureConcept[] = [
  {
    cue: /\b(legal (?:battles?|issues?|proceedings?|disputes?|matters?|cases?|actions?|troubles?|risks?|challenges?)|lawsuits?|litigations?|litigat\w*|sued|suing|court cases?|class actions?)\b/i,
    filingTerms: ["legal proceedings", "litigation", "contingencies", "lawsuits", "class action"],
    narrative: true,
  },
  {
    cue: /\b(retain\w*|retention|attrition|churn\w*|loyal\w*|renewals?)\b/i,
    filingTerms: ["attrition", "retention", "churn", "renewal"],
  },
  {
    cue: /\b(spin(?:ning)?[- ]?offs?|spun[- ]off|split[- ]off|separation|separat(?:e|ing) (?:its|the)|carve[- ]?outs?|divest\w*|get(?:ting)? rid of|sell(?:ing)? off|sold off|dispos(?:e|ed|al) of)\b/i,
    filingTerms: ["separation", "spin-off", "distribution", "divestiture", "discontinued operations"],
    narrative: true,
  },
  {
    cue: /\b(guidance|outlook|guid(?:e|es|ed|ing)\s+(?:to|for)|forecast\w*|full[- ]year (?:expectations?|targets?)|expects? (?:for|to achieve))\b/i,
    filingTerms: ["guidance", "outlook", "expects", "full year"],
    narrative: true,
  },
  {
    cue: /\b(acqui(?:re|red|res|ring|sitions?)|takeovers?|take over|took over|bought(?! back)|buy(?:s|ing)?(?! back)|purchased (?:companies|businesses)|(?<!(?:impact|effect)s? of |excluding )m&a)\b/i,
    filingTerms: ["acquisitions", "business combinations", "acquired", "purchase price allocation"],
    narrative: true,
  },
  {
    // Selling a business, a brand or a property: filings report "the sale of …", a divestiture
    // and its gain or loss.
    cue: /\b(?:sell|sells|selling|sold|sale)\b(?!,?\s+(?:general|and\s+(?:marketing|administrative)|expenses?|costs?|prices?))(?=[^?]{0,60}\b(?:business\w*|brands?|units?|division\w*|operations?|stakes?|interests?|propert\w*|casinos?|resorts?|plants?|facilit\w*|subsidiar\w*|segments?)\b)|\b(?:business\w*|brands?|units?|division\w*|operations?|stakes?|propert\w*|subsidiar\w*)\b[^?]{0,40}\b(?:sell|sold|sale)\b/i,
    filingTerms: ["sale of", "completed the sale", "divestiture", "divestitures", "gain on sale", "loss on sale"],
    narrative: true,
  },
  {
    cue: /\b(capital[- ]intensive|capital intensity|capex|capital spending|capital investments?)\b/i,
    filingTerms: ["capital expenditures", "property, plant and equipment", "capital investments"],
  },
  {
    // Cash held in everyday words: "sitting on so much cash", "its cash pile", "hoarding cash", "a
    // war chest". Filings discuss the cash balance under liquidity. So is a level of cash that
    // moved ("cash was so much higher at YE20", "higher cash at year-end", "why did cash jump"),
    // but not a flow of it ("cash flow was higher", "cash from operations rose").
    cue: /\b(sitting on (?:(?:so |that )?(?:much |a lot |little )?(?:of )?)?(?:more |less )?cash|cash (?:piles?|hoards?|stockpiles?|cushions?)|hoard\w* cash|stockpil\w* cash|war chest|(?:so|that) much (?:more |less )?cash|much (?:more|less) cash|cash(?! flows?\b| from\b| provided\b| used\b| generated\b| taxes\b| paid\b| dividends?\b| conversion\b| outflows?\b| inflows?\b)(?: (?:balances?|holdings?|on hand|(?:was|were|is|has|had|been|so|much|far|a lot|significantly|substantially))){0,4} (?:higher|lower|larger|bigger|greater|up|down|rose|r[ia]se|jump\w*|surg\w*|swell\w*|swollen|balloon\w*|gr[eo]w\w*|climb\w*|soar\w*|fell|drop\w*|increas\w*|decreas\w*)|(?:higher|lower|larger|bigger|swollen|growing|rising|elevated|increased) cash(?! flows?\b| from\b| provided\b| used\b| generated\b| taxes\b| paid\b| dividends?\b| conversion\b| outflows?\b| inflows?\b))\b/i,
    filingTerms: ["cash balance", "cash and cash equivalents", "liquidity", "cash position"],
  },
  {
    // A liquidity discussion opens with the cash the company holds: "As of December 31, 2021, we
    // had cash and cash equivalents of $4.7 billion".
    cue: /\b(liquidity|quick ratio|current ratio|cash position)\b/i,
    filingTerms: ["liquidity and capital resources", "current assets", "current liabilities", "cash and cash equivalents of"],
  },
  {
    cue: /\b(retirees?|pensions?|post-?retirement|defined benefit)\b/i,
    filingTerms: ["benefit payments", "postretirement", "pension", "expected future benefit payments"],
  },
  {
    // Officers go by their initials in questions and by their titles in filings.
    cue: /\b(ceo|cfo|coo|chief executives?|chairman|chair(?:wo)?man|executive officers?|executives|top management|leadership team|who (?:runs|leads|heads))\b/i,
    filingTerms: ["chief executive officer", "chief financial officer", "chief operating officer", "chairman", "executive officers"],
  },
  {
    cue: /\b(restructur\w*|layoffs?|severance|reorgani[sz]\w*|cost[- ]cutting)\b/i,
    filingTerms: ["restructuring", "severance", "restructuring charges", "restructuring liability"],
  },
  {
    cue: /\b(buybacks?|repurchas\w*|buy(?:s|ing)? back|bought back|return(?:ed|ing)? (?:capital|cash) to (?:shareholders|stockholders))\b/i,
    filingTerms: ["share repurchases", "repurchase program", "authorized", "authorization", "treasury stock", "dividends"],
  },
  {
    // "How many people did it employ" asks the same ("capital employed" is a measure of money).
    cue: /\b(employees?|(?<!capital\s)employ(?:s|ed)?|headcount|workforce|staff|human capital)\b/i,
    filingTerms: ["human capital", "employees", "full-time"],
    narrative: true,
  },
  {
    // The company's properties (Item 2) are its offices, plants, stores and land: filings give their
    // square feet and whether they are owned or leased. ("Property, plant and equipment" is a
    // balance; intellectual property and credit facilities are other things.)
    cue: /\b(?<!(?:intellectual|investment|oil|gas|mineral|credit|loan|borrowing|financing)\s)(?:properties|facilities)\b/i,
    filingTerms: ["properties", "square feet", "owned", "leased", "headquarters"],
    narrative: true,
  },
  {
    cue: /\b(seasonal\w*|cyclical\w*|cyclicality|(?:some|certain|particular) (?:quarters|months)|quarter to quarter|holiday season)\b/i,
    filingTerms: ["seasonality", "seasonal", "cyclical", "fluctuations"],
    narrative: true,
  },
  {
    cue: /\b(risks?|threats?|headwinds?|uncertaint\w*|vulnerab\w*)\b/i,
    filingTerms: ["risk factors", "adversely affect", "uncertainties"],
    narrative: true,
  },
  {
    // "its biggest U.S. wholesale accounts", "reliant on": who buys, and how much.
    cue: /\b((?:largest|biggest|major|key|significant|main|top) (?:[\w.]+ ){0,2}?(?:customers?|accounts|clients|retailers)|customer concentration|(?:depend\w*|relian\w*|rel(?:y|ies|ied)) (?:on|upon))\b/i,
    filingTerms: ["significant customers", "concentration", "largest customer", "primary customer", "single customer", "accounted for", "percent of net sales", "of our net sales"],
  },
  {
    // A record asked of the company ("its dividend track record", "a history of raising it", "years
    // in a row", "a stable trend"): filings state it as a run of years.
    cue: /\b(track record|history of|in a row|consecutive|(?:stable|steady|consistent|uninterrupted) (?:trend|record|history|pattern))\b/i,
    filingTerms: ["consecutive year", "consecutive", "each year since"],
    narrative: true,
  },
  {
    // Who audits the company: the auditor's report names itself by its heading, says how long it
    // has served and is signed by the firm ("/s/ Ernst & Young LLP"). An audit committee, internal
    // audit or a regulator's audits of the company are other things.
    cue: /\b(?<!(?:internal|tax|regulatory|government|RADV)\s)(?:audits|audited|auditors?|audit firm|accounting firm|(?:independent|outside|external) accountants?)\b(?!\s+committee)|\bwho\s+audit\b/i,
    filingTerms: ["report of independent registered public accounting firm", "served as the company's auditor", "we have audited", "llp"],
    narrative: true,
  },
  {
    cue: /\b(competitors?|competition|compet\w*|rivals?|market share)\b/i,
    filingTerms: ["competition", "competitors", "competitive"],
    narrative: true,
  },
  {
    cue: /\b(international|overseas|foreign|u\.?s\.? (?:sales|revenues?)|domestic|geograph\w*|by region)\b/i,
    filingTerms: ["international", "united states", "geographic", "outside the u.s."],
  },
  {
    cue: /\b(debt|borrow\w*|credit facilit\w*|notes due|maturit\w*|leverage)\b/i,
    filingTerms: ["long-term debt", "borrowings", "credit facility", "senior notes", "maturities"],
  },
  {
    cue: /\b(impair\w*|write[- ]?downs?|write[- ]?offs?)\b/i,
    filingTerms: ["impairment", "impairment charges", "goodwill"],
  },
  {
    cue: /\b(supply chain|suppliers?|shortages?|raw materials?|inflation\w*)\b/i,
    filingTerms: ["supply chain", "suppliers", "raw materials", "inflation"],
    narrative: true,
  },
  {
    cue: /\b(organic(?:ally)?|excluding (?:the impact of )?(?:m&a|acquisitions|currency)|constant currency)\b/i,
    filingTerms: ["organic", "constant currency", "organic sales", "foreign currency translation"],
  },
  {
    cue: /\b(drove|drivers?|driven|reasons? for|due to|attributable|explain\w*)\b/i,
    filingTerms: ["primarily due to", "driven by", "partially offset", "increase was"],
  },
];

export interface ConceptExpansion {
  /** The filing words of every concept the question names, without the question's own words. */
  terms: string[];
  /** For each of the question's words that named a concept, the filing words that stand for it. */
  alternatives: Map<string, string[]>;
  /** Whether the question names a concept told in prose rather than in tables. */
  narrative: boolean;
}

/** The filing vocabulary for the concepts a question names. `ownTerms` are its search words. */
export function expandConcepts(text: string, ownTerms: readonly string[]): ConceptExpansion {
  const terms: string[] = [];
  const alternatives = new Map<string, string[]>();
  let narrative = false;
  for (const concept of DISCLOSURE_CONCEPTS) {
    const match = text.match(concept.cue);
    if (!match) continue;
    narrative ||= concept.narrative === true;
    for (const term of concept.filingTerms) if (!ownTerms.includes(term) && !terms.includes(term)) terms.push(term);
    // Search words come as written ("battles") or normalised ("battle"): a cue word stands for
    // the own term it is in either form.
    for (const raw of match[0].toLowerCase().split(/[^a-z&]+/).filter(Boolean)) {
      const forms = [raw, ...words(raw)];
      const own = ownTerms.find((t) => forms.includes(t));
      if (own) alternatives.set(own, [...(alternatives.get(own) ?? []), ...concept.filingTerms]);
    }
  }
  return { terms, alternatives, narrative };
}
