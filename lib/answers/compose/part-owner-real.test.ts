// The parts of a part: a question naming one part of the company as the holder of the parts it
// compares ("Walmart International's largest market", "the largest revenue line at its Las Vegas
// Strip Resorts") is answered from that part's own breakdown, not the company's segments — over
// wordings, and on real segment notes.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import type { CitablePage } from "../engines/engine";
import { asksWhichPart, partAnswer } from "./part-answer";
import { partOwnerAsked } from "./part-owner-asked";

describe("the part a question names as the holder of the parts", () => {
  const walmart = { name: "Walmart Inc.", tickers: ["WMT"] };
  const mgm = { name: "MGM Resorts International", tickers: ["MGM"] };
  it.each([
    ["What was Walmart International's largest market by net sales in fiscal 2021?", walmart, ["international"]],
    ["Among Walmart International's markets, whose net sales grew fastest in FY2021?", walmart, ["international"]],
    ["What was the largest revenue line at its Las Vegas Strip Resorts for the three months ended June 30, 2023?", mgm, ["las", "vegas", "strip"]],
    ["What was the biggest revenue line at MGM China in the six months ended June 30, 2023?", mgm, ["china"]],
    ["For General Mills' North America Retail segment, which operating unit had the largest net sales?", { name: "General Mills, Inc.", tickers: ["GIS"] }, ["north", "america", "retail"]],
    ["Which Domestic product category had the steepest percentage revenue decline?", { name: "Best Buy Co., Inc.", tickers: ["BBY"] }, ["domestic"]],
    ["Which revenue line of Verizon's Consumer Group grew fastest in 2022?", { name: "Verizon Communications Inc.", tickers: ["VZ"] }, ["consumer", "group"]],
    ["Within 3M's Transportation and Electronics business segment, which product line lost the most net sales in dollars in 2022?", { name: "3M Company", tickers: ["MMM"] }, ["transportation", "electronics"]],
    ["GIS FY22: among the North America Retail operating units, which added the most net sales in dollars versus FY21?", { name: "General Mills, Inc.", tickers: ["GIS"] }, ["north", "america", "retail"]],
    ["In the three months ended December 31, 2022, in which region did Amcor's Flexibles net sales decline?", { name: "Amcor plc", tickers: ["AMCR"] }, ["flexibles"]],
    ["AMCR 10-Q, six months ended Dec 31, 2022: which region added the most Rigid Packaging net sales vs the prior-year period?", { name: "Amcor plc", tickers: ["AMCR"] }, ["rigid", "packaging"]],
    ["BA 2018 10-K: by customer location, which region grew Commercial Airplanes revenue the fastest in 2018?", { name: "The Boeing Company", tickers: ["BA"] }, ["commercial", "airplanes"]],
    ["General Mills fiscal 2022: which North America Retail operating unit had the smallest net sales?", { name: "General Mills, Inc.", tickers: ["GIS"] }, ["north", "america", "retail"]],
  ] as const)("%s", (question, company, owner) => {
    expect(partOwnerAsked(question, company)).toEqual(owner);
  });

  it.each([
    ["Which Walmart segment had the highest capital expenditures in FY2021?", walmart],
    ["Net sales by region, 2022: which region grew fastest?", { name: "Corning Incorporated", tickers: ["GLW"] }],
    ["Amazon net sales by segment: which grew fastest in 2020?", { name: "Amazon.com, Inc.", tickers: ["AMZN"] }],
    ["What was Amazon's biggest country by net sales in 2020?", { name: "Amazon.com, Inc.", tickers: ["AMZN"] }],
    ["In LMT's 10-Q for the quarter ended June 26, 2022, which segment ran the highest operating margin?", { name: "Lockheed Martin Corporation", tickers: ["LMT"] }],
    ["Which JPMorgan line of business earned the most net income in the third quarter of 2022?", { name: "JPMorgan Chase & Co.", tickers: ["JPM"] }],
    ["In Best Buy's Q2 FY24 earnings release, which category posted the weakest comparable sales?", { name: "Best Buy Co., Inc.", tickers: ["BBY"] }],
  ] as const)("names no holder but the company: %s", (question, company) => {
    expect(partOwnerAsked(question, company)).toEqual([]);
  });
});

async function filingPages(file: string, companyName: string, fiscalYear: number, date: string, numbers: number[]): Promise<CitablePage[]> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: file, companyName, companyTickers: [], fiscalYear, fiscalQuarter: null, date } as unknown as CatalogDocument;
  const all = await corpusPages(`${file}.pdf`);
  return numbers.map((n) => ({ ref: citationRef(document.id, n), document, pageNumber: n, kind: "segment-table", score: 1, content: all[n - 1]!.markdown }));
}

describe("a part's own breakdown on real filings", () => {
  let walmart: CitablePage[];
  let mgm: CitablePage[];
  let amazon: CitablePage[];

  let boeing: CitablePage[];
  let generalMills: CitablePage[];

  beforeAll(async () => {
    // Boeing 10-K 2019: p115 revenues by customer location for the company, p116 the same for BCA under "BCA revenues by customer location".
    boeing = await filingPages("89bad2d173fa5829", "The Boeing Company", 2019, "2019-12-31", [115, 116]);
    // General Mills 10-K FY2022: p85 North America Retail's operating units, then net sales by class of similar products under a lead-in of its own.
    generalMills = await filingPages("27f2cc507ffc056d", "General Mills, Inc.", 2022, "2022-05-29", [85]);
    // Walmart 10-K FY2021: p79 the segments (Walmart U.S., Walmart International, Sam's Club), p80 each segment's net sales by category or market.
    walmart = await filingPages("0b1126cab3184ee8", "Walmart Inc.", 2021, "2021-01-31", [79, 80]);
    // MGM Resorts 10-Q Q2 2023, p4 the consolidated revenue lines, p29 each segment's revenue lines under "Net Revenues by Segment".
    mgm = await filingPages("09c02fd40073570a", "MGM Resorts International", 2023, "2023-06-30", [4, 29]);
    // Amazon 10-K 2020: p65 the segments, p66 net sales by country under a paragraph whose last sentence leads into the table.
    amazon = await filingPages("d5ee9892f7fe5295", "Amazon.com, Inc.", 2020, "2020-12-31", [65, 66]);
  }, 120_000);

  const answer = (question: string, year: number, pages: CitablePage[]) => {
    const reading = readQuestion(question);
    expect(asksWhichPart(question, reading)).toBe(true);
    return partAnswer(question, reading, year, pages)?.text.split("\n")[0] ?? "";
  };

  it("ranks the markets of Walmart International, not the segments", () => {
    expect(answer("What was Walmart International's largest market by net sales in fiscal 2021?", 2021, walmart)).toMatch(/^Mexico and Central America had the highest revenue for FY2021: \*\*\$32,642 million\*\*/);
  });

  it("finds the fastest-growing market of Walmart International", () => {
    expect(answer("Among Walmart International's markets, whose net sales grew fastest in FY2021?", 2021, walmart)).toMatch(/^Canada rose the most in revenue in percent: \*\*\+8\.5%\*\*/);
  });

  it("ranks the revenue lines of one segment, not the company's", () => {
    expect(answer("MGM Resorts Q2 2023 (in thousands): what was the largest revenue line at its Las Vegas Strip Resorts for the three months ended June 30, 2023?", 2023, mgm)).toMatch(/^Rooms had the highest revenue .*\*\*\$?706,715 thousand\*\*/);
  });

  it("reads the regions of a segment its filing names by initials (BCA), not the company's", () => {
    expect(answer("Looking only at Boeing Commercial Airplanes' revenues by customer location, which region fell the most in percentage terms in 2019?", 2019, boeing)).toMatch(/^China .*\*\*-61\.3%\*\*/);
  });

  it("ranks the operating units a lead-in names, not the next table below it", () => {
    expect(answer("GIS FY22: among the North America Retail operating units, which added the most net sales in dollars versus FY21?", 2022, generalMills)).toMatch(/^U\.S\. Snacks .*\*\*\+\$250\.9 million\*\*/);
  });

  it("reads a table a paragraph's last sentence leads into, and leaves the United States and the rest of the world out", () => {
    expect(answer("Excluding the US, what was Amazon's biggest country by net sales in 2020?", 2020, amazon)).toMatch(/^Germany had the highest revenue for FY2020: \*\*\$29,565 million\*\*/);
  });
});
