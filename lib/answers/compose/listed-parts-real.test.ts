// Parts a question names in a list, ranked from the rows of one table that carry the names:
// the list read over wordings, and the ranking on real pages (operating statistics, a cost table).
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { listedNames, withoutList } from "../statements/listed-rows";
import { listedPartsAnswer } from "./listed-parts-answer";

describe("the names a question lists", () => {
  it.each([
    ["which of the connection counts it reports (wireless retail, Fios internet, Fios video, broadband) declined the most?", [["wireless", "retail"], ["fio", "internet"], ["fio", "video"], ["broadband"]]],
    ["which component made up the largest part — operating lease cost, finance lease cost or variable lease cost?", [["operating", "lease", "cost"], ["finance", "lease", "cost"], ["variable", "lease", "cost"]]],
    ["Which category (wholesale equivalent revenues: Running, Basketball, Golf, etc.) shrank the most?", [["running"], ["basketball"], ["golf"]]],
    ["of the lines (table games, slots, food and beverage, entertainment/retail/other), which one declined?", [["table", "game"], ["slot"], ["food", "beverage"], ["entertainment", "retail", "other"]]],
  ] as const)("%s", (question, names) => {
    expect(listedNames(question)).toEqual(names);
  });

  it.each([
    "Which segment had the highest operating income in 2019?",
    "Lockheed Martin (LMT): which segment grew fastest?",
    "Which segment — Aeronautics or Space — grew faster?",
    "In fiscal 2020 (year ended January 31, 2020), what did it spend, including on stores, on capital expenditures?",
  ])("lists nothing: %s", (question) => {
    expect(listedNames(question)).toEqual([]);
  });
});

describe("the question without its list", () => {
  it("keeps the words outside the list, where the measure is named", () => {
    expect(withoutList("Which segment generated the most casino revenue in 2019 — Las Vegas Strip Resorts, Regional Operations or MGM China?")).toBe("Which segment generated the most casino revenue in 2019 ?");
    expect(withoutList("Which segment had the most revenue?")).toBe("Which segment had the most revenue?");
  });
});

async function pagesOf(file: string, company: string, fiscalYear: number, numbers: number[]): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName: company, fiscalYear, fiscalQuarter: null, date: `${fiscalYear}-12-31` } as unknown as CatalogDocument;
  const all = await corpusPages(file);
  return numbers.map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "financial-table", score: 1, content: all[n - 1]!.markdown }));
}

describe("the lines named, ranked on real pages", () => {
  let verizon: CitablePage[];
  let activision: CitablePage[];
  beforeAll(async () => {
    // Verizon 10-K 2020: p30 Consumer segment (connections, net additions), p32 Business segment.
    verizon = await pagesOf("3631e14a418c2b4c.pdf", "Verizon Communications Inc.", 2020, [32, 30]);
    // Activision Blizzard 10-K 2018 p45: costs and expenses by line.
    activision = await pagesOf("7f7a57d287a35395.pdf", "Activision Blizzard, Inc.", 2018, [45]);
  });

  it("takes the table holding all the names in one section, and ranks their moves in percent", () => {
    const question = "Verizon Consumer segment, 2020 vs 2019: which of the connection counts it reports (wireless retail, wireless retail postpaid, Fios internet, Fios video, broadband) declined the most in percentage terms?";
    const text = listedPartsAnswer(question, readQuestion(question), 2020, verizon)?.text ?? "";
    expect(text).toMatch(/^Fios video connections fell the most of the 5 lines named, in percent: \*\*-7\.2%\*\* \(3,854 \w+ in FY2020 against 4,152 \w+ in FY2019\)/);
    expect(text).toMatch(/- Wireless retail connections: /);
  });

  it("ranks the cost lines named", () => {
    const question = "Activision Blizzard 2018 vs 2017 — of the cost lines (product costs, game operations and distribution costs, product development, sales and marketing, general and administrative), which one rose the most in percent?";
    const text = listedPartsAnswer(question, readQuestion(question), 2018, activision)?.text ?? "";
    expect(text).toMatch(/^General and administrative rose the most of the 5 lines named, in percent: \*\*\+9\.5%\*\*/);
  });

  it("leaves parts named in a table of another measure to the readers of the measure asked", async () => {
    // MGM Resorts 10-K 2019 p39: Adjusted EBITDAR by segment; casino revenue is asked.
    const mgm = await pagesOf("954620199cb326c7.pdf", "MGM Resorts International", 2019, [39]);
    const question = "Which MGM Resorts reportable segment generated the most casino revenue in 2019 — Las Vegas Strip Resorts, Regional Operations or MGM China?";
    expect(listedPartsAnswer(question, readQuestion(question), 2019, mgm)).toBeNull();
  });

  it("answers nothing when no table carries the names", () => {
    const question = "Of its brands (Jordan, Converse, Hurley), which grew fastest in 2018?";
    expect(listedPartsAnswer(question, readQuestion(question), 2018, activision)).toBeNull();
  });
});
