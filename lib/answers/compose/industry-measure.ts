// Measures one industry reports and others never do: a bank's net interest margin, a retailer's
// same-store sales, a hotel's RevPAR, a carrier's ARPU and churn, a defence contractor's backlog,
// an insurer's combined ratio. A company that reports one names it, in one of a few fixed forms
// ("comparable sales" for same-store sales, "average revenue per account" for ARPU); a company that
// does not still has pages sharing its words (a credit agreement's "interest … plus a margin", a
// stock plan's "members"), and the sentence nearest to them answers another question. So a measure
// asked by one of its names is answered only from pages that print one of them; when none of the
// retrieved pages does, the company does not report it and the answer is a decline.
import { findDefinitions } from "../../finance";
interface IndustryMeasure {
  /** How the answer names the measure. */
  name: string;
  /** The question's ways of asking for it (over lowercase text, hyphens read as spaces). */
  asked: RegExp;
  /** The forms a filing reporting it prints (same reading). */
  printed: RegExp;
}

const MEASURES: IndustryMeasure[] = [
  // A bank may print it as the net yield on its interest-earning assets.
  { name: "net interest margin", asked: /\bnet interest (?:margin|yield)\b|\bnim\b/, printed: /\bnet interest (?:margin|yield|spread)\b|\bnet yield\b/ },
  {
    name: "same-store sales",
    asked: /\b(?:same|like for like|comparable|comp) (?:store )?sales\b|\bsame store\b/,
    printed: /\b(?:same|comparable) (?:store )?sales\b|\bcomparable stores?\b|\bsame stores?\b|\blike for like\b|\bcomp(?:arable)? sales\b/,
  },
  { name: "RevPAR", asked: /\brevpar\b|\brevenue per available room\b/, printed: /\brevpar\b|\brevenue per available room\b/ },
  { name: "average daily rate", asked: /\baverage daily (?:room )?rate\b/, printed: /\baverage daily (?:room )?rate\b|\badr\b/ },
  {
    name: "average revenue per user",
    asked: /\barpu\b|\barpa\b|\baverage revenue per (?:user|account|subscriber|member|customer|unit)\b/,
    printed: /\barpu\b|\barpa\b|\baverage (?:monthly )?revenue per (?:user|account|subscriber|member|paying|paid|customer|unit)/,
  },
  { name: "churn", asked: /\bchurn\b/, printed: /\bchurn\b/ },
  { name: "backlog", asked: /\bbacklog\b|\border book\b|\bunfilled orders\b/, printed: /\bbacklog\b|\border book\b|\bunfilled orders\b/ },
  { name: "book-to-bill ratio", asked: /\bbook to bill\b|\bbookings to billings\b/, printed: /\bbook to bill\b|\bbookings to billings\b/ },
  { name: "combined ratio", asked: /\bcombined ratio\b/, printed: /\bcombined ratio\b/ },
  { name: "loss ratio", asked: /\b(?:medical )?loss ratio\b/, printed: /\b(?:medical )?loss ratio\b|\bmedical (?:benefit|cost) ratio\b|\bbenefit ratio\b/ },
  { name: "expense ratio", asked: /\bexpense ratio\b/, printed: /\bexpense ratio\b/ },
  { name: "premiums written", asked: /\bpremiums written\b|\bwritten premiums?\b/, printed: /\bpremiums written\b|\bwritten premiums?\b/ },
  {
    name: "subscribers",
    asked: /\b(?:number of |paid |paying |total |net new |net )?subscribers?\b|\bsubscriber (?:count|base|numbers?)\b/,
    printed: /\bsubscribers?\b|\bpaid memberships?\b|\bpaying memberships?\b|\bpaid members\b|\bconnections\b/,
  },
  { name: "daily active users", asked: /\bdaily active users?\b|\bdaus?\b/, printed: /\bdaily active users?\b|\bdaus?\b/ },
  { name: "monthly active users", asked: /\bmonthly active users?\b|\bmaus?\b/, printed: /\bmonthly active users?\b|\bmaus?\b/ },
  {
    name: "gross merchandise volume",
    asked: /\bgross (?:merchandise|payment) volume\b|\bgmv\b|\bgpv\b|\btotal payment volume\b|\btpv\b/,
    printed: /\bgross (?:merchandise|payment) volume\b|\bgmv\b|\bgpv\b|\btotal payment volume\b|\btpv\b/,
  },
  {
    name: "annual recurring revenue",
    asked: /\bannual(?:ized)? recurring revenue\b|\barr\b/,
    printed: /\bannual(?:ized)? recurring revenue\b|\barr\b/,
  },
  {
    name: "net revenue retention",
    asked: /\b(?:net|dollar based net) (?:revenue |dollar )?(?:retention|expansion) rate\b|\bnet revenue retention\b/,
    printed: /\bnet (?:revenue |dollar )?(?:retention|expansion)\b|\bdollar based net\b/,
  },
  { name: "customer acquisition cost", asked: /\bcustomer acquisition costs?\b/, printed: /\bcustomer acquisition costs?\b/ },
  {
    name: "oil and gas production",
    asked: /\bbarrels? (?:of oil )?(?:per day|a day|equivalent)\b|\b(?:oil|gas|hydrocarbon) production\b|\bboe\b|\bproved reserves\b/,
    printed: /\bbarrels\b|\bboe\b|\bmmboe\b|\bproved reserves\b/,
  },
  {
    name: "assets under management",
    asked: /\bassets under (?:management|supervision)\b|\baum\b/,
    printed: /\bassets under (?:management|supervision)\b|\baum\b|\bclient assets\b/,
  },
  { name: "load factor", asked: /\bload factor\b/, printed: /\bload factor\b/ },
  { name: "available seat miles", asked: /\bavailable seat miles?\b|\brevenue passenger miles?\b/, printed: /\bseat miles?\b|\bpassenger miles?\b/ },
  { name: "occupancy rate", asked: /\boccupancy (?:rates?|percentage|levels?)\b/, printed: /\boccupancy\b|\boccupied\b/ },
  {
    name: "tier 1 capital ratio",
    asked: /\b(?:common equity )?tier 1\b|\bcet1\b/,
    printed: /\btier 1\b|\bcet1\b/,
  },
  { name: "efficiency ratio", asked: /\befficiency ratio\b|\boverhead ratio\b/, printed: /\befficiency ratio\b|\boverhead ratio\b/ },
  {
    name: "non-performing loans",
    asked: /\bnon ?performing (?:loans|assets)\b|\bnpls?\b/,
    printed: /\bnon ?performing\b|\bnonaccrual\b/,
  },
  { name: "loan to deposit ratio", asked: /\bloans? to deposits? ratio\b/, printed: /\bloans? to deposits?\b|\bloans and deposits\b/ },
  { name: "sales per square foot", asked: /\bsales per (?:square|sq\.?) (?:foot|feet|ft)\b/, printed: /\bper (?:square|sq\.?) (?:foot|feet|ft)\b/ },
  { name: "capacity utilization", asked: /\b(?:capacity )?utili[sz]ation rate\b|\bcapacity utili[sz]ation\b/, printed: /\butili[sz]ation\b/ },
];

const read = (text: string) => text.toLowerCase().replace(/[-‐‑–]/g, " ").replace(/\s+/g, " ");

// A measure's name said of a legal matter is no measure of the business: "the claim backlog
// behind the bellwether trials", "a backlog of cases", "the patent application backlog" are
// claims, suits or filings waiting, not orders or customers.
const LEGAL_BEFORE = /\b(?:claims?|cases?|lawsuits?|suits?|litigation|legal|court|docket|patent|applications?|permits?|complaints?|filings?)\s+$/;
const LEGAL_AFTER = /^\s+of\s+(?:(?:pending|unfiled|unresolved|outstanding|filed)\s+)?(?:claims?|cases?|lawsuits?|suits?|litigation|complaints?|applications?|permits?)\b/;

/** The industry measure a question asks for by one of its names, or null. */
export function industryMeasureAsked(question: string): IndustryMeasure | null {
  const q = read(question);
  return (
    MEASURES.find((m) => {
      const global = new RegExp(m.asked.source, "g");
      return [...q.matchAll(global)].some((hit) => !LEGAL_BEFORE.test(q.slice(0, hit.index)) && !LEGAL_AFTER.test(q.slice(hit.index + hit[0].length)));
    }) ?? null
  );
}

/**
 * The name of the industry measure the question asks for when none of the pages prints it in any
 * of its forms (the company does not report it), or null.
 */
export function unreportedMeasure(question: string, pages: { content: string }[]): string | null {
  const measure = industryMeasureAsked(question);
  if (!measure || pages.length === 0) return null;
  // A measure the question defines ("expense ratio: total expenses ÷ total revenues") is computed
  // from the statements, whatever the filings call it.
  if (findDefinitions(question).length > 0) return null;
  return pages.some((p) => measure.printed.test(read(p.content))) ? null : measure.name;
}

/** The decline's opening for a measure the company does not report. */
export function unreportedMeasureReason(measure: string): string {
  return `The question asks for the company's ${measure}, a measure only some companies report and always by name; none of the retrieved pages reports it, and a figure or passage that only shares its words would answer another question.`;
}
