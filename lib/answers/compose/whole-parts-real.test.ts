// The rows of any total a filing prints — a note's inventories, property and equipment at cost,
// deferred tax liabilities — compared however the question words it (the largest, the smallest,
// the second, the fastest-growing, one row's share), read from real filings as ingestion renders them.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { wholePartsAnswer } from "./whole-parts-answer";
import { wholePartsAsked } from "./whole-parts-asked";

async function note(file: string, fiscalYear: number, date: string, page: number, companyName: string): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName, fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind: "other", score: 1, content: pages[page - 1]!.markdown };
}

describe("wholePartsAsked over wordings", () => {
  it.each([
    ["Which component of inventories was the largest for Johnson & Johnson in fiscal 2022?", "inventories", "rank", "max", 1],
    ["What was Walmart's biggest deferred tax liability category in FY2020?", "deferred tax liability", "rank", "max", 1],
    ["Name the largest line item within Adobe's deferred tax liabilities for fiscal 2021.", "deferred tax liabilities", "rank", "max", 1],
    ["Among Activision Blizzard's cost of property and equipment, which item was highest in 2018?", "cost of property and equipment", "rank", "max", 1],
    ["What was the second-largest component of Amcor's property, plant, and equipment in fiscal 2021?", "property, plant, and equipment", "rank", "max", 2],
    ["What was 3M's lowest inventories line item in FY2022?", "inventories", "rank", "min", 1],
    ["Which backlog category grew the fastest at Boeing in fiscal 2018?", "backlog", "moved", "max", 1],
    ["Which component of Nike's accrued liabilities increased the most from 2018 to 2019?", "accrued liabilities", "moved", "max", 1],
    ["Of J&J's inventories, which one declined the most in 2022?", "inventories", "moved", "min", 1],
    ["Which of Adobe's deferred tax liabilities grew fastest in fiscal 2022?", "deferred tax liabilities", "moved", "max", 1],
    ["Among the components of Walmart's deferred tax assets at January 31, 2021, which was the biggest?", "deferred tax assets", "rank", "max", 1],
    ["Which inventory category was the largest at Johnson & Johnson at the end of 2022?", "inventory", "rank", "max", 1],
    ["What was the second biggest category in Best Buy's domestic revenue for fiscal 2023?", "domestic revenue", "rank", "max", 2],
    ["Which component of JPMorgan's noninterest expense was the smallest in the quarter ended September 30, 2022?", "noninterest expense", "rank", "min", 1],
  ] as const)("%s", (question, whole, how, extreme, rank) => {
    expect(wholePartsAsked(question)).toMatchObject({ whole, how, extreme, rank });
  });

  it.each([
    ["What share of Johnson & Johnson's total inventories in fiscal 2022 was Finished goods?", "inventories", "Finished goods"],
    ["What percentage of Activision Blizzard's cost of property and equipment did Computer equipment represent in FY2018?", "cost of property and equipment", "Computer equipment"],
    ["What share of Adobe's total debt outstanding in fiscal 2021 was 1.90% 2025 Notes?", "debt outstanding", "1.90% 2025 Notes"],
    // The part as the possessor of its share, a year before the whole, "went to", and what follows the question mark.
    ["MMM FY22: Health Care's share of total business segment operating income, in %?", "business segment operating income", "Health Care"],
    ["WMT FY2018: non-U.S. operations' share of total revenues? Round to one decimal.", "revenues", "non-U.S. operations"],
    ["What share of Netflix's 2018 marketing expense went to the International Streaming segment? Figures are in thousands.", "marketing expense", "International Streaming segment"],
    ["What share of Square's 2019 total net revenue came from subscription and services-based revenue? The table is in thousands.", "net revenue", "subscription and services-based"],
    // The whole's measure repeated after the part's name is no word of the row's.
    ["NKE fiscal 2020 (ended May 31, 2020): Greater China revenues as a percent of total NIKE Brand revenues?", "NIKE Brand revenues", "Greater China"],
  ])("%s", (question, whole, part) => {
    expect(wholePartsAsked(question)).toMatchObject({ whole, how: "share", part });
  });

  it.each([
    ["By how much did Johnson & Johnson's Finished goods within inventories change from FY2021 to FY2022?", "inventories", "Finished goods"],
    ["Did Activision Blizzard's Computer equipment (cost of property and equipment) rise or fall from fiscal 2017 to fiscal 2018?", "cost of property and equipment", "Computer equipment"],
    ["How much did the Raw materials and supplies component of J&J's inventories increase in 2022?", "inventories", "Raw materials and supplies"],
    ["By how much did Boeing's Canada within non-U.S. revenues change from FY2018 to FY2019?", "non-U.S. revenues", "Canada"],
  ])("%s", (question, whole, part) => {
    expect(wholePartsAsked(question)).toMatchObject({ whole, how: "change", part });
  });

  it.each([
    // The company's parts, a period or a statement section are other readers' questions.
    "Which segment had the highest revenue at Nike in fiscal 2019?",
    "Which line item was the largest in FY2021?",
    "What were J&J's total inventories at the end of fiscal 2022?",
    "Which year had the highest revenue?",
    // A unit in brackets names no whole.
    "By how much did Walmart's inventories (in millions) change from 2019 to 2020?",
  ])("%s asks no whole's rows", (question) => {
    expect(wholePartsAsked(question)?.how === "share" ? null : wholePartsAsked(question)).toBeNull();
  });
});

describe("wholePartsAnswer on real notes", () => {
  let jnj: CitablePage;
  let activision: CitablePage;
  let adobe: CitablePage;
  beforeAll(async () => {
    jnj = await note("dba7d6cc97734abd", 2022, "2023-01-01", 58, "Johnson & Johnson");
    activision = await note("7f7a57d287a35395", 2018, "2018-12-31", 117, "Activision Blizzard, Inc.");
    adobe = await note("c8b1340273afacea", 2021, "2021-12-03", 81, "Adobe Inc.");
  }, 120_000);
  const answer = (question: string, year: number, pages: CitablePage[]) => wholePartsAnswer(question, readQuestion(question), year, pages)?.text.split("\n")[0] ?? "";

  it("names the largest row of inventories, not the total", () => {
    const lead = answer("Which component of inventories was the largest for Johnson & Johnson in fiscal 2022?", 2022, [jnj]);
    expect(lead).toContain('"Finished goods": **$8,713 million**');
  });
  it("names the smallest and the second-largest", () => {
    expect(answer("What was Johnson & Johnson's lowest inventories line item in FY2022?", 2022, [jnj])).toContain('"Goods in process": **$1,700 million**');
    expect(answer("What was the second-largest component of Johnson & Johnson's inventories in fiscal 2022?", 2022, [jnj])).toContain('"Raw materials and supplies": **$2,070 million**');
  });
  it("ranks the rows by growth in percent", () => {
    // Finished goods 6,508 → 8,713 (+33.9%); raw materials 1,592 → 2,070 (+30.0%).
    expect(answer("Which inventories category grew the fastest at Johnson & Johnson in fiscal 2022?", 2022, [jnj])).toContain("**+33.9%**");
  });
  it("ranks the rows by the amount they rose", () => {
    expect(answer("Which component of Activision Blizzard's cost of property and equipment increased the most from 2017 to 2018?", 2018, [activision])).toMatch(/^"Computer equipment" rose the most .*\*\*\$700 million\*\*.*up \$42 million/);
  });
  it("states one named row's move, signed, with both years", () => {
    // 8,713 − 6,508.
    expect(answer("By how much did Johnson & Johnson's Finished goods within inventories change from FY2021 to FY2022?", 2022, [jnj])).toMatch(/^"Finished goods" .* rose: \*\*\+\$2,205 million\*\* \(\+33\.9%\), from \$6,508 million/);
    // 1,700 − 2,287.
    expect(answer("Did Johnson & Johnson's Goods in process (inventories) rise or fall from fiscal 2021 to fiscal 2022?", 2022, [jnj])).toContain("fell: **-$587 million**");
  });
  it("states one row's share of the total", () => {
    // 700 / 1,052.
    expect(answer("What percentage of Activision Blizzard's cost of property and equipment did Computer equipment represent in FY2018?", 2018, [activision])).toContain("**66.5%**");
  });
  it("prefers the filing of the year asked, whose table also prints the year before", () => {
    // The FY2018 filing prints 2018 against 2017; a later filing's comparative column would not.
    const later = { ...activision, ref: "#later", document: { ...activision.document, fiscalYear: 2019 } } as CitablePage;
    const text = wholePartsAnswer("By how much did Activision Blizzard's Buildings within cost of property and equipment change from FY2017 to FY2018?", readQuestion("By how much did Activision Blizzard's Buildings within cost of property and equipment change from FY2017 to FY2018?"), 2018, [later, activision])?.text ?? "";
    expect(text).toContain(`[${activision.ref}]`);
  });
  it("reads the rows of deferred tax liabilities", () => {
    expect(answer("Name the largest line item within Adobe's deferred tax liabilities for fiscal 2021.", 2021, [adobe])).toMatch(/\*\*\$\d/);
  });
});
