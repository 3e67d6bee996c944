// Figures stated in sentences of real filings, asked in several wordings: the number of the kind
// asked (per share, an amount) beside every word of what is asked, for the year asked when the
// sentence lists several, the year's total over a quarter's, never a future or accumulated one.
import { beforeAll, describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { narrativePages } from "./narrative-pages.fixture";
import { sentenceFigure, shapeAsked, subjectStems } from "./sentence-figure";

const bold = (text: string | undefined) => /\*\*([^*]+)\*\*/.exec(text ?? "")?.[1] ?? null;
const answer = (question: string, pages: CitablePage[]) => bold(sentenceFigure(question, readQuestion(question), pages)?.text);

describe("what a question asks a sentence for", () => {
  it.each([
    ["What was Lockheed Martin's dividend per share in 2020?", "per-share"],
    ["LMT effective tax rate FY2020?", "rate"],
    ["How much goodwill impairment did Microsoft record in FY2015?", "money"],
    ["What is the size of Netflix's revolving credit facility?", "money"],
  ])("%s asks for %s", (question, shape) => {
    expect(shapeAsked(question)).toBe(shape);
  });

  it("names the subject without the company, its ticker, the period or the asking", () => {
    const pages = [{ document: { companyName: "Microsoft Corporation", companyTickers: ["MSFT"] } }] as unknown as CitablePage[];
    expect(subjectStems("MSFT goodwill impairment FY2015?", pages)).toEqual(["goodwil", "impair"]);
    expect(subjectStems("What was Microsoft's goodwill impairment charge in fiscal 2015?", pages)).toEqual(["goodwil", "impair", "charge"]);
  });

  it("drops a day asked and joining words, but keeps a month named alone", () => {
    const pages = [{ document: { companyName: "General Mills, Inc.", companyTickers: ["GIS"] } }] as unknown as CitablePage[];
    expect(subjectStems("What were General Mills' accrued trade and coupon promotion liabilities as of May 29, 2022?", pages)).toEqual(["accru", "trade", "coupon", "promoti", "liabili"]);
    // "the end of September 2022" may be the words of a sentence ("in September 2022, we …").
    expect(subjectStems("GIS capital ratio at the end of September 2022?", pages)).toContain("septemb");
  });
});

describe("figures stated in sentences of real pages", () => {
  let microsoft: CitablePage[];
  let lockheed: CitablePage[];
  let netflix: CitablePage[];
  let adobe: CitablePage[];

  beforeAll(async () => {
    // Microsoft's 10-K for fiscal 2015, page 40: "we recorded a goodwill impairment charge of $5.1 billion".
    microsoft = await narrativePages({ file: "0e105acdaaaf9c2c", company: "Microsoft Corporation", ticker: "MSFT", fiscalYear: 2015 }, [40]);
    // Lockheed Martin's 10-K for 2020, page 99: "dividends totaling $2.8 billion ($9.80 per share)
    // in 2020, $2.6 billion ($9.00 per share) in 2019 …" and the quarterly dividends.
    lockheed = await narrativePages({ file: "1e68051a64927077", company: "Lockheed Martin Corporation", ticker: "LMT", fiscalYear: 2020 }, [99]);
    // Netflix's 10-K for 2018, page 28: "a $500 million unsecured revolving credit facility".
    netflix = await narrativePages({ file: "182eb08c330375b0", company: "Netflix, Inc.", ticker: "NFLX", fiscalYear: 2018 }, [28]);
    // Adobe's 10-K for fiscal 2016, page 55: "$300 million remains under our current authority".
    adobe = await narrativePages({ file: "655153cdaed14d70", company: "Adobe Inc.", ticker: "ADBE", fiscalYear: 2016 }, [55]);
  }, 180_000);

  it.each([
    "How much goodwill impairment did Microsoft record in FY2015?",
    "What was Microsoft's goodwill impairment charge in fiscal 2015?",
    "MSFT goodwill impairment FY2015?",
  ])("%s", (question) => {
    expect(answer(question, microsoft)).toBe("$5.1 billion");
  });

  it.each([
    ["What dividend per share did Lockheed Martin pay in 2020?", "$9.80"],
    ["LMT dividend per share FY2019?", "$9.00"],
  ])("the year's per-share figure of the year asked: %s", (question, figure) => {
    expect(answer(question, lockheed)).toBe(figure);
  });

  it("reads an amount the sentence states beside the words asked", () => {
    expect(answer("How large is Netflix's revolving credit facility as of FY2018?", netflix)).toBe("$500 million");
  });

  it("gives no figure when no sentence says every word asked", () => {
    expect(answer("What was Netflix's term loan facility in FY2018?", netflix)).toBeNull();
    expect(answer("What was Microsoft's goodwill impairment charge in fiscal 2015?", netflix)).toBeNull();
  });
});

describe("figures stated in sentences of filings whose years end in May", () => {
  let nike: CitablePage[];
  let generalMills: CitablePage[];

  beforeAll(async () => {
    // NIKE's 10-K for fiscal 2023, page 81: "Company contributions to the savings plan were $136
    // million, $126 million and $110 million … for the fiscal years ended May 31, 2023, 2022 and
    // 2021, respectively." — "May" is the month, not a possibility.
    nike = await narrativePages({ file: "51f5a0fc6ede20de", company: "NIKE, Inc.", ticker: "NKE", fiscalYear: 2023 }, [81]);
    // General Mills' 10-K for fiscal 2022, page 28: "Our accrued trade and coupon promotion
    // liabilities were $420 million as of May 29, 2022, and $508 million as of May 30, 2021."
    generalMills = await narrativePages({ file: "27f2cc507ffc056d", company: "General Mills, Inc.", ticker: "GIS", fiscalYear: 2022 }, [28]);
  }, 180_000);

  it.each([
    ["What were Nike's company contributions to its 401(k) savings plan in fiscal 2022?", "$126 million"],
    ["NKE savings plan contributions FY2021?", "$110 million"],
    ["How much did Nike contribute to the savings plan in the year ended May 31, 2023?", "$136 million"],
  ])("the year asked of a list ended in May: %s", (question, figure) => {
    expect(answer(question, nike)).toBe(figure);
  });

  it.each([
    ["What were General Mills' accrued trade and coupon promotion liabilities as of May 29, 2022?", "$420 million"],
    ["GIS accrued trade and coupon promotion liabilities at May 30, 2021?", "$508 million"],
  ])("a date asked is no word the sentence must say: %s", (question, figure) => {
    expect(answer(question, generalMills)).toBe(figure);
  });
});

describe("a per-share figure stated in cents", () => {
  let costco: CitablePage[];

  beforeAll(async () => {
    // Costco's 8-K of January 19, 2023, page 3: "declared a quarterly cash dividend on Costco
    // common stock of 90 cents per share".
    costco = await narrativePages({ file: "34b573fc40c8728a", company: "Costco Wholesale Corporation", ticker: "COST", fiscalYear: 2023 }, [3]);
  }, 180_000);

  it.each([
    "What quarterly cash dividend per share did Costco's board declare on January 19, 2023?",
    "How much was COST's quarterly dividend per share as of January 19, 2023?",
  ])("is stated in dollars: %s", (question) => {
    expect(answer(question, costco)).toBe("$0.90");
  });
});

describe("a per-share figure an equity statement names in a row's label", () => {
  let bestBuy: CitablePage[];
  let nike: CitablePage[];

  beforeAll(async () => {
    // Best Buy's 10-Q for Q2 FY2024 (July 29, 2023), page 7: "Common stock dividends, $0.92 per
    // share" between "Balances at April 29, 2023" and "Balances at July 29, 2023", and "$1.84 per
    // share" between the January 28 and July 29 balances.
    const pages = await narrativePages({ file: "cf9efb922bdd28d7", company: "Best Buy Co., Inc.", ticker: "BBY", fiscalYear: 2024 }, [7]);
    bestBuy = pages.map((p) => ({ ...p, document: { ...p.document, formType: "10-Q", fiscalQuarter: 2, date: "2023-07-29" } }));
    // NIKE's 10-K for fiscal 2023, page 63: "Dividends on common stock ($1.190 per share) and
    // preferred stock ($0.10 per share)" in the year to the May 31, 2022 balance.
    nike = await narrativePages({ file: "51f5a0fc6ede20de", company: "NIKE, Inc.", ticker: "NKE", fiscalYear: 2023 }, [63]);
  }, 180_000);

  it.each([
    ["What dividend per share did Best Buy declare in the quarter ended July 29, 2023?", "$0.92"],
    ["What dividends per share did Best Buy declare in the first six months of fiscal 2024?", "$1.84"],
    ["BBY Q2 FY2024 dividend per share", "$0.92"],
  ])("the period the balances around the row date: %s", (question, figure) => {
    expect(answer(question, bestBuy)).toBe(figure);
  });

  it.each([
    ["What was Nike's dividend per common share in fiscal 2022?", "$1.190"],
    ["NKE dividends per share on common stock, FY2021", "$1.070"],
    ["Nike's dividend per share of preferred stock in fiscal 2023?", "$0.10"],
  ])("the class of stock asked: %s", (question, figure) => {
    expect(answer(question, nike)).toBe(figure);
  });
});

describe("a sentence stating a per-share figure over a row naming one", () => {
  let amcor: CitablePage[];

  beforeAll(async () => {
    // Amcor's 10-K for fiscal 2023: page 109 "declared a quarterly cash dividend of $0.1225 per
    // share"; page 54, the equity statement's "Dividends declared ($0.4875 per share)".
    amcor = await narrativePages({ file: "84d7a0291a12f4e6", company: "Amcor plc", ticker: "AMCR", fiscalYear: 2023 }, [109, 54]);
  }, 180_000);

  it("leads with the sentence's figure", () => {
    expect(answer("How much was Amcor's dividend per share in FY2023?", amcor)).toBe("$0.1225");
  });
});

describe("a figure no year of its sentence dates", () => {
  let lockheed: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin's Q2 2023 earnings release, page 3: "paying cash dividends of $758 million;
    // paying $750 million to repurchase 1.6 million shares (… in the third quarter 2023; …".
    lockheed = await narrativePages({ file: "dbadfc5506664159", company: "Lockheed Martin Corporation", ticker: "LMT", fiscalYear: 2023 }, [3]);
  }, 180_000);

  it("is of the year asked, not dropped for the next figure's year", () => {
    expect(answer("How much did Lockheed Martin pay in cash dividends in the second quarter of 2023?", lockheed)).toBe("$758 million");
  });
});

describe("sentences about the prior period or a change", () => {
  const page = (content: string) =>
    [{ ref: "#p1", pageNumber: 13, content, kind: "narrative", score: 1, document: { companyName: "Example Bank", companyTickers: ["EXB"], fiscalYear: 2022, fiscalQuarter: 3 } }] as unknown as CitablePage[];
  const content = [
    "The prior year provision was a net benefit of $1.5 billion, reflecting net charge-offs of $524 million.",
    "",
    "Net charge-offs increased $203 million, predominantly driven by cards.",
    "",
    "The provision for credit losses was $1.5 billion, reflecting a net addition of $808 million to the allowance and $727 million of net charge-offs.",
  ].join("\n");

  it("reads the figure of the period asked, not the prior year's or the change, after a lead-in naming the source", () => {
    expect(answer("Example Bank, third quarter of 2022: firmwide net charge-offs for the quarter, USD millions?", page(content))).toBe("$727 million");
  });

  it("reads the change when a change is asked", () => {
    expect(answer("By how much did Example Bank's net charge-offs increase in the third quarter of 2022?", page(content))).toBe("$203 million");
  });

  it("drops the words naming the note read from", () => {
    const pages = [{ document: { companyName: "Adobe Inc.", companyTickers: ["ADBE"] } }] as unknown as CitablePage[];
    expect(subjectStems("ADBE 10-Q, accrued expenses note: refund liabilities at June 2, 2023?", pages)).toEqual(["refund", "liabili"]);
  });
});
