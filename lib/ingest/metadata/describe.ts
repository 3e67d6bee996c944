// Title and description of a document, written from what was read: who, which form, which
// period, and what the document holds (statements, sections, the events an 8-K reports).
import { longDate } from "../../periods";
import { ITEMS_8K } from "./items-8k";
import type { DocumentText } from "./page-text";

export interface DescribedFacts {
  companyName: string;
  formType: string | null;
  kind: "annual" | "interim" | "current" | "earnings" | "proxy" | "prospectus" | "other";
  date: string | null;
  periodEnd: string | null;
  fiscalYear: number | null;
  fiscalQuarter: number | null;
  fullYear: boolean;
  /** The fiscal year ends in late December or the first days of January. */
  calendarYear: boolean;
  items8k: string[];
  headline: string | null;
  /** For earnings material without a cover: a release, a slide deck or a call transcript. */
  material: "release" | "presentation" | "transcript";
}

const MATERIAL_NAME = { release: "Earnings Release", presentation: "Earnings Presentation", transcript: "Earnings Call Transcript" };

const ORDINAL = ["", "first", "second", "third", "fourth"];

function yearLabel(f: DescribedFacts): string {
  return f.fiscalYear === null ? "" : f.calendarYear ? `${f.fiscalYear}` : `FY${f.fiscalYear}`;
}

function periodLabel(f: DescribedFacts): string {
  const year = yearLabel(f);
  if (f.fiscalQuarter && f.kind !== "annual") return `Q${f.fiscalQuarter}${f.fullYear && f.fiscalQuarter === 4 ? " and Full Year" : ""} ${year}`.trim();
  return year;
}

function periodWords(f: DescribedFacts): string {
  const fy = f.fiscalYear === null ? "" : f.calendarYear ? `${f.fiscalYear}` : `fiscal ${f.fiscalYear}`;
  if (f.fiscalQuarter) return `the ${ORDINAL[f.fiscalQuarter]} quarter${f.fullYear ? " and full year" : ""} of ${fy}`.trim();
  return f.fiscalYear === null ? "" : f.calendarYear ? `the year ${fy}` : fy;
}

export function documentTitle(f: DescribedFacts): string {
  const form = f.formType ? ` (Form ${f.formType})` : "";
  const label = periodLabel(f);
  const join = (...parts: string[]) => parts.filter(Boolean).join(" ");
  switch (f.kind) {
    case "annual":
      return join(f.companyName, label, "Annual Report") + form;
    case "interim":
      return join(f.companyName, label, f.fiscalQuarter ? "Quarterly Report" : "Interim Report") + form;
    case "earnings":
      return f.fiscalQuarter || f.fullYear
        ? join(f.companyName, label, MATERIAL_NAME[f.material]) + form
        : join(f.companyName, MATERIAL_NAME[f.material]) + form + (f.date ? `, ${longDate(f.date)}` : "");
    case "current": {
      const main = f.items8k.find((i) => i !== "9.01");
      return join(f.companyName, "Current Report") + (main ? `: ${ITEMS_8K[main]}` : "") + form + (f.date ? `, ${longDate(f.date)}` : "");
    }
    case "proxy":
      return join(f.companyName, "Proxy Statement") + form + (f.date ? `, ${longDate(f.date)}` : "");
    case "prospectus":
      return join(f.companyName, "Registration Statement") + form + (f.date ? `, ${longDate(f.date)}` : "");
    default:
      return join(f.companyName, f.formType ? "Filing" : "Document") + form + (f.date ? `, ${longDate(f.date)}` : "");
  }
}

const STATEMENTS: [string, RegExp][] = [
  ["income statement", /\bstatements?\s+of\s+(?:consolidated\s+)?(?:income|operations|earnings)\b|\bincome\s+statements?\b|\bstatements?\s+of\s+(?:profit|loss)\b/i],
  ["comprehensive income", /\bstatements?\s+of\s+(?:consolidated\s+)?comprehensive\s+(?:income|loss)/i],
  ["balance sheet", /\bbalance\s+sheets?\b|\bstatements?\s+of\s+(?:consolidated\s+)?financial\s+(?:position|condition)\b/i],
  ["cash flow statement", /\bstatements?\s+of\s+(?:consolidated\s+)?cash\s+flows?\b|\bcash\s+flows?\s+statements?\b/i],
  ["statement of shareholders' equity", /\bstatements?\s+of\s+(?:consolidated\s+)?(?:changes\s+in\s+)?(?:stockholders|shareholders|shareowners|share\s*owners)['’]?\s+equity|\bstatements?\s+of\s+(?:changes\s+in\s+)?equity\b/i],
];

const SECTIONS: [string, RegExp][] = [
  ["business overview", /\bitem\s*1\.?\s*(?:\|\s*)?business\b/i],
  ["risk factors", /\bitem\s*1a\.?\s*(?:\|\s*)?risk\s+factors\b/i],
  ["management's discussion and analysis", /management['’]s\s+discussion\s+and\s+analysis/i],
  ["market risk disclosures", /quantitative\s+and\s+qualitative\s+disclosures?\s+about\s+market\s+risk/i],
  ["controls and procedures", /\bcontrols\s+and\s+procedures\b/i],
  ["segment results", /\bsegment\s+(?:results|information|reporting)\b/i],
  ["guidance", /\b(?:guidance|outlook)\b/i],
];

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The primary statements and main sections present in the pages given. */
function contents(doc: DocumentText, from: number, to: number): { statements: string[]; sections: string[] } {
  const heads = doc.pages.slice(from, to).map((p) => p.lines.slice(0, 8).join(" ")).join(" \n ");
  const everything = doc.pages.slice(from, to).map((p) => p.flat).join(" ");
  return {
    statements: STATEMENTS.filter(([, re]) => re.test(heads)).map(([name]) => name),
    sections: SECTIONS.filter(([, re]) => re.test(everything)).map(([name]) => name),
  };
}

/** "Current report on Form 8-K of X dated … reporting …" */
function currentReport(f: DescribedFacts): string {
  const items = f.items8k.filter((i) => i !== "9.01").map((i) => `${ITEMS_8K[i]?.toLowerCase() ?? "an event"} (Item ${i})`);
  const on = f.date ? ` dated ${longDate(f.date)}` : "";
  const exhibits = f.items8k.includes("9.01") ? " Exhibits are attached." : "";
  return `Current report on Form ${f.formType ?? "8-K"} of ${f.companyName}${on}${items.length ? ` reporting ${list(items)}` : ""}.${exhibits}`;
}

export function documentDescription(f: DescribedFacts, doc: DocumentText, from = 0): string {
  const period = periodWords(f);
  const { statements, sections } = contents(doc, from, doc.pages.length);
  const holds = statements.length ? ` It contains the ${list(statements)}` : "";
  const notes = statements.length && sections.length ? `, with ${list(sections.filter((s) => s !== "guidance"))}` : "";
  switch (f.kind) {
    case "annual": {
      const ended = f.periodEnd ? ` for the fiscal year ended ${longDate(f.periodEnd)}` : period ? ` for ${period}` : "";
      const what = f.formType ? `Annual report on Form ${f.formType}` : "Annual report";
      const named = period && f.periodEnd && !f.calendarYear ? ` (${period})` : "";
      return `${what} of ${f.companyName}${ended}${named}.${holds}${notes}${holds ? "." : ""}`;
    }
    case "interim": {
      const ended = f.periodEnd ? ` for the quarter ended ${longDate(f.periodEnd)}` : "";
      const what = f.formType ? `Quarterly report on Form ${f.formType}` : "Interim report";
      return `${what} of ${f.companyName}${ended}${period ? ` (${period})` : ""}.${holds ? `${holds} (unaudited, condensed)` : ""}${notes}${holds ? "." : ""}`;
    }
    case "earnings": {
      const about = period && (f.fiscalQuarter || f.fullYear) ? ` announcing results for ${period}` : "";
      const headline = f.headline ? ` Headline: "${f.headline}".` : "";
      const tables = statements.length ? ` Includes the ${list(statements)}${sections.includes("guidance") ? " and the outlook" : ""}.` : "";
      if (f.formType) return `${currentReport(f)}${about ? ` The earnings release it furnishes reports results for ${period}.` : ""}${headline}${tables}`;
      const name = MATERIAL_NAME[f.material];
      return `${name.charAt(0)}${name.slice(1).toLowerCase()} of ${f.companyName}${f.date ? ` dated ${longDate(f.date)}` : ""}${about}.${headline}${tables}`;
    }
    case "current":
      return currentReport(f);
    default: {
      const on = f.date ? ` dated ${longDate(f.date)}` : "";
      return `${f.formType ? `Form ${f.formType} filing` : "Document"} of ${f.companyName}${on}.`;
    }
  }
}
