import { asksWhichPart } from "../answers/compose/part-answer";
import { asksForWords } from "../answers/compose/question-kind";
import { describe as describeFormula, rowLabelItem } from "../finance";
import { describe, expect, it } from "vitest";
import { questionTerms, readQuestion } from "./read-question";

describe("readQuestion", () => {
  it("reads line items asked for in everyday words", () => {
    expect(readQuestion("How much cash did Coca-Cola have at the end of 2017?").lineItems).toEqual(["cash"]);
    expect(readQuestion("How much did JPMorgan earn in 3Q22?").lineItems).toEqual(["netIncome"]);
    expect(readQuestion("How much did Nike spend buying back its own shares in FY20?").lineItems).toEqual(["shareRepurchases"]);
    expect(readQuestion("What were JNJ's sales in Q2 2023?").lineItems).toEqual(["revenue"]);
    expect(readQuestion("What was the cost of sales in 2022?").lineItems).toEqual(["costOfRevenue"]);
  });

  it("reads growth, averages and loosely spelled ratios", () => {
    expect(readQuestion("How fast did Netflix grow revenue in 2018?").series?.id).toBe("yoyGrowth");
    expect(readQuestion("By what percentage did Block's total net revenue grow in 2019?").series?.id).toBe("yoyGrowth");
    const average = readQuestion("What was General Mills' average operating margin over fiscal 2021-2023?");
    expect([average.series?.id, average.metric?.id, average.years]).toEqual(["average", "operatingMargin", [2021, 2022, 2023]]);
    // An average inside a metric's definition is no average of the metric.
    expect(readQuestion("What is the FY2017 ROA? ROA is FY2017 net income / (average total assets between FY2016 and FY2017).").series).toBeNull();
    // "Average diluted shares" is the share count's name, averaged over its own period already.
    expect(readQuestion("JPMorgan Chase, Q3 2022 10-Q: average diluted shares for the third quarter?").series).toBeNull();
    expect(readQuestion("Acme's average diluted share count over 2020-2022?").series?.id).toBe("average");
    expect(readQuestion("Pfizer's R&D spending as a share of revenue in 2021?").metric?.id).toBe("researchDevelopment/revenue");
  });

  it("reads a change asked in percent as growth, not a change in percentage points", () => {
    expect(readQuestion("By how much did Acme's operating expenses change from 2019 to 2020, in percent?").series?.id).toBe("yoyGrowth");
    expect(readQuestion("How did Acme's revenue change in 2020, in percentage points of margin?").series).toBeNull();
  });

  it("reads a definition named an average, over several years, as the average of its yearly values", () => {
    const r = readQuestion("Acme's average gross margin percentage over 2020–2022, i.e. the mean of each year's gross margin divided by net sales?");
    expect(r.series?.id).toBe("average");
    expect(r.metric?.name).toBe("Gross margin percentage");
    expect(r.years).toEqual([2020, 2021, 2022]);
    expect(readQuestion("Average ROE over 2019–2021 for Acme — ROE being net income over total shareholders' equity").series?.id).toBe("average");
  });

  it("reads 'top' and 'led' as the most, but not the top line, a top ten or what led to a change", () => {
    expect(readQuestion("Top Amazon segment by operating income in 2020?").extreme).toBe("max");
    expect(readQuestion("For J&J, which drug was its top seller in Q1 2023?").extreme).toBe("max");
    expect(readQuestion("Which Amazon segment led in operating income in 2020?").extreme).toBe("max");
    expect(readQuestion("How much of its top line did Coca-Cola spend on capex in 2016?").extreme).toBeNull();
    expect(readQuestion("Who are its top 10 customers?").extreme).toBeNull();
    expect(readQuestion("Which factors led to the rise in revenue in 2020?").extreme).toBeNull();
  });

  it("reads 'best' and 'worst', and 'more' in a which-question, as the extremes", () => {
    expect(readQuestion("Which segment had the best operating margin in 2022?").extreme).toBe("max");
    expect(readQuestion("Which division had the worst operating margin in 2022?").extreme).toBe("min");
    expect(readQuestion("Which of its two segments spent more on marketing in 2021?").extreme).toBe("max");
  });

  it("reads a loss that narrowed or widened as a movement, and contract assets as no movement", () => {
    expect(readQuestion("Did Acme's International segment operating loss narrow in 2019?").trend).toBe(true);
    expect(readQuestion("Did the operating loss widen in 2020?").trend).toBe(true);
    expect(readQuestion("What were Acme's contract assets at the end of 2020?").trend).toBe(false);
  });

  it("reads a comparison with 'a year earlier' as one of periods, with another company as one in words", () => {
    const fees = "Did Acme's investment banking fees rise or fall in the first quarter of 2022 compared with a year earlier?";
    expect(asksForWords(fees, readQuestion(fees))).toBe(false);
    const peers = "How did Acme's revenue growth compare with that of Globex in 2022?";
    expect(asksForWords(peers, readQuestion(peers))).toBe(true);
  });

  it("reads a growth the question writes as a formula of this period over the one before, without another growth around it", () => {
    const r = readQuestion("By how much did Acme's research and development expense grow year over year in the three months ended June 2, 2023, in percent (R&D this quarter / R&D same quarter last year − 1)?");
    expect(r.series).toBeNull();
    expect(r.metric && describeFormula(r.metric.expr)).toBe("Research and development / prior-period Research and development − 1");
    expect(r.metric?.name).toBe("Growth");
  });

  it("reads 'on average' before a balance as how the balance is taken, and cumulative growth from first to last", () => {
    const roa = readQuestion("Globex's return on assets in fiscal 2020, on average total assets?");
    expect([roa.metric?.id, roa.series]).toEqual(["returnOnAssets", null]);
    const cumulative = readQuestion("What was Initech's cumulative growth in net sales over the three years to 2021?");
    expect([cumulative.series?.id, cumulative.years]).toEqual(["cumulativeGrowth", [2018, 2019, 2020, 2021]]);
    expect(readQuestion("By how much did Acme's revenue grow cumulatively from 2019 to 2022?").series?.id).toBe("cumulativeGrowth");
  });

  it("composes the figure asked over a name a clause defines with '='", () => {
    const perShare = readQuestion("Initech 2020: free cash flow per diluted share, with free cash flow = cash from operations minus capital expenditures.");
    expect([perShare.metric?.name, perShare.metric && describeFormula(perShare.metric.expr)]).toEqual([
      "Free cash flow per diluted share",
      "(Cash from operating activities − Capital expenditure) / Diluted weighted-average shares",
    ]);
  });

  it("reads the period asked: quarter, length of a part of the year, or the date it ends", () => {
    const quarter = readQuestion("What was PepsiCo's gross margin in Q4 2022?");
    expect([quarter.year, quarter.quarter, quarter.months, quarter.endsOn]).toEqual([2022, 4, 3, null]);
    // "Customer deposits" is a row of the balance sheet, not a question about customers.
    const deposits = "What were Acme's customer deposits at December 31, 2022?";
    expect(asksForWords(deposits, readQuestion(deposits))).toBe(false);
    const customers = "Who are Acme's largest customers?";
    expect(asksForWords(customers, readQuestion(customers))).toBe(true);
    // What acted on a figure is told in words; the figure itself is asked for its amount.
    for (const drivers of ["What charges weighed on Acme's operating income in fiscal 2015?", "Which costs hurt Acme's gross margin in 2022?", "What helped Acme's net sales in Q3?"]) {
      expect(asksForWords(drivers, readQuestion(drivers))).toBe(true);
    }
    for (const amount of ["What was Acme's operating income in fiscal 2015?", "How much did impairment charges reduce Acme's 2019 net income by?"]) {
      expect(asksForWords(amount, readQuestion(amount))).toBe(false);
    }
    // A formula the question gives that compares two years is the growth asked, not a series of it.
    const growth = readQuestion("How fast did Acme grow inventories in 2022? Use (2022 inventories minus 2021 inventories) / 2021 inventories.");
    expect([growth.metric?.name, growth.series]).toEqual(["Growth", null]);
    expect(readQuestion("PepsiCo net interest expense and other for the first 24 weeks of 2023?").months).toBe(6);
    expect(readQuestion("PepsiCo net revenue for the 12 weeks ended June 17, 2023").months).toBe(3);
    const dated = readQuestion("Amcor net sales for the three months ended December 31, 2022");
    expect([dated.year, dated.months, dated.endsOn]).toEqual([2022, 3, "12-31"]);
    const month = readQuestion("Adobe revenue in the June 2023 quarter?");
    expect([month.year, month.months, month.endsOn]).toEqual([2023, 3, "06"]);
    const balance = readQuestion("Walmart total assets as of January 31, 2021");
    expect([balance.year, balance.months, balance.endsOn]).toEqual([2021, null, "01-31"]);
    expect(readQuestion("Pfizer cost of sales in the first six months of 2023?").months).toBe(6);
  });

  it("reads a longer period asked outright from the quarter's report that states it", () => {
    for (const q of [
      "In PepsiCo's fourth-quarter 2022 earnings release, what were full-year 2022 net revenue?",
      "Acme Q4 2021 release: net income for the full fiscal year?",
      "From Globex's fourth quarter 2020 results, operating cash flow over the twelve months?",
    ]) expect(readQuestion(q).months).toBe(12);
    expect(readQuestion("Per Lockheed Martin's second-quarter 2023 release, what was net sales for the six months?").months).toBe(6);
    expect(readQuestion("Acme Q3 2022 10-Q: nine-month revenue?").months).toBe(9);
    // "The first six months of 2023": the year is the half's, not a whole year beside the quarter.
    expect(readQuestion("LMT, first six months of 2023 (per the Q2 2023 earnings release): free cash flow per diluted share?").months).toBe(6);
    // A length ahead is no period reported; the quarter stands.
    expect(readQuestion("In its Q2 2023 release, what did Acme expect revenue to do over the next six months?").months).toBe(3);
    expect(readQuestion("What was Ulta Beauty's first-quarter fiscal 2023 net sales?").months).toBe(3);
  });

  it("takes the formula the question gives over the dictionary's, and composes what it names", () => {
    const ratio = readQuestion("What is Acme's FY2019 operating cash flow ratio? Operating cash flow ratio is defined as: cash from operations / total current liabilities.");
    expect([ratio.metric?.name, ratio.lineItems, ratio.year]).toEqual(["Operating cash flow ratio", [], 2019]);
    const dpo = readQuestion("What is FY2018 DPO for Acme? DPO is defined as: 365 * (average accounts payable between FY2017 and FY2018) / (FY2018 COGS). Round to two decimals.");
    expect([dpo.metric?.id, dpo.metric?.note?.startsWith("As the question defines it"), dpo.series, dpo.decimals]).toEqual(["daysPayableOutstanding", true, null, 2]);
    const margin = readQuestion("What is the FY2019 - FY2021 3 year average D&A % margin for Acme?");
    expect([margin.metric?.id, margin.series?.id, margin.years]).toEqual(["depreciationAmortization/revenue", "average", [2019, 2020, 2021]]);
    const less = readQuestion("What was Acme's FY2020 EBITDA less capital expenditures?");
    expect(less.metric?.name).toBe("EBITDA less capital expenditures");
    const nested = readQuestion("What is Acme's FY2020 EBITDA % margin? Define EBITDA as operating income plus depreciation and amortization.");
    expect(nested.metric?.unit).toBe("percent");
  });

  it.each<[string, { extreme: string; lineItems?: string[]; metric?: string }]>([
    ["Which segment grew fastest in net sales in 2022?", { extreme: "max", lineItems: ["revenue"] }],
    ["Which region had the smallest operating income in FY2021?", { extreme: "min", lineItems: ["operatingIncome"] }],
    ["Which segment had the highest operating margin in 2019?", { extreme: "max", metric: "operatingMargin" }],
    // A comparative over the parts asked "which" is the superlative.
    ["Which of Acme's two segments had higher operating revenue in 2022?", { extreme: "max", lineItems: ["revenue"] }],
    ["Which region reported lower operating income in 2021?", { extreme: "min", lineItems: ["operatingIncome"] }],
  ])("reads a table question: %s", (question, expected) => {
    const reading = readQuestion(question);
    expect(reading.extreme).toBe(expected.extreme);
    if (expected.lineItems) expect(reading.lineItems).toEqual(expected.lineItems);
    if (expected.metric) expect(reading.metric?.id).toBe(expected.metric);
  });

  it("reads no extreme from a comparative outside a 'which' question", () => {
    expect(readQuestion("What drove higher revenue at Acme in 2022?").extreme).toBeNull();
  });

  it("reads a row named in the question's own wording beside the dictionary's item inside it", () => {
    expect(readQuestion("What were the settlements payable as of December 31, 2017?").labels.map((l) => l.label)).toEqual(["row:settlements payable"]);
    expect(readQuestion("What goodwill impairment did Acme record in 2015?").labels).toEqual([{ label: "row:goodwill impairment", items: ["goodwill"] }]);
    expect(readQuestion("What was Acme's total revenue in FY2022?").labels).toEqual([]);
    // An instruction before the row's wording is no part of it.
    expect(readQuestion("What share of revenue went to R&D in FY2020? Compute research and development expenses / total revenues.").labels).toEqual([]);
  });

  it("reads what a decline needs: the periods asked, when no filing may report them", () => {
    const quarter = readQuestion("How much net income did Acme report for the third quarter of fiscal 2023?");
    expect([quarter.quarter, quarter.year, quarter.lineItems]).toEqual([3, 2023, ["netIncome"]]);
    expect(readQuestion("What is the boiling point of Acme's wireless licenses?").metric).toBeNull();
  });

  // The formula as the reading computes it: "(Accounts receivable / Revenue) * 365".
  const formulaOf = (question: string) => {
    const expr = readQuestion(question).metric?.expr;
    return expr ? describeFormula(expr) : null;
  };

  it.each([
    // A participle clause and the question going on after a dash.
    ["Acme's days sales outstanding for 2021, calculated as accounts receivable divided by revenue, times 365 — how many days?", "Accounts receivable / Revenue × 365", "days"],
    // "using …" after the name; an average of two year-ends; the answer is for the later date.
    ["Compute Acme's 2022 inventory turnover using cost of sales divided by the average of inventories at December 31, 2021 and December 31, 2022.", "Cost of revenue / average Inventories", "times"],
    ["Acme long-term debt to equity at June 30, 2021, defined as long-term debt over total shareholders' equity?", "Long-term debt / Total shareholders' equity", "ratio"],
    // A formula without a name, for what the sentence before asks.
    ["What share of Acme's 2020 operating cash flow went back to shareholders? Use (dividends paid + repurchase of common stock) / net cash provided by operating activities.", "(Dividends paid + Repurchases of common stock) / Cash from operating activities", "percent"],
    // Operands naming rows of their own, which fall back to the dictionary's item inside them.
    ["Acme 2019: hardware gross margin = (hardware revenue - hardware costs) / hardware revenue. What percent?", "(Hardware revenue − Hardware costs) / Hardware revenue", "percent"],
    ["What percentage of Acme's 2021 total revenues came from sales of services?", "Sales of services / Revenue", "percent"],
    ["Acme six months ended June 30, 2022: services net sales as a % of total net sales?", "Services net sales / Revenue", "percent"],
    // A word that only qualifies ("spending") names no other row; "average" before a term is how it is taken.
    ["What was Acme's R&D spending as a share of revenue in 2021?", "Research and development / Revenue", "percent"],
    // Per share: the amount over the weighted-average share count, the question's definition inside.
    ["What was Acme's 2019 free cash flow per diluted share? Take FCF as operating cash flow less PP&E purchases.", "(Cash from operating activities − Capital expenditure) / Diluted weighted-average shares", "ratio"],
    ["Acme's 2022 operating cash flow per basic share?", "Cash from operating activities / Basic weighted-average shares", "ratio"],
  ])("reads the formula of %s", (question, formula, unit) => {
    expect(formulaOf(question)).toBe(formula);
    expect(readQuestion(question).metric?.unit).toBe(unit);
  });

  it("reads earnings per share as the printed figure, not a composition", () => {
    const eps = readQuestion("What were Acme's diluted earnings per share in 2022?");
    expect(eps.metric?.id ?? eps.lineItems[0]).not.toMatch(/^composed:/);
  });

  it("names a defined metric without the company before it, and answers for the latest date the formula names", () => {
    const roe = readQuestion(
      "Acme return on average equity for FY2022 = net income attributable to Acme / average of total shareholders' equity at June 30, 2021 and June 30, 2022.",
      termsWithout("Acme", "Acme return on average equity for FY2022 = net income attributable to Acme / average of total shareholders' equity at June 30, 2021 and June 30, 2022."),
    );
    expect([roe.metric?.name, roe.year, roe.endsOn]).toEqual(["Return on average equity", 2022, "06-30"]);
  });

  it.each([
    ["Acme's unredeemed gift card liabilities as of January 30, 2021?", "row:unredeemed gift card liabilities"],
    ["How much did Acme carry in contract assets on June 30, 2022?", "row:contract assets"],
    ["Acme preopening and start-up expenses in 2019?", "row:preopening and start-up expenses"],
    ["Which region generated the most net sales for Acme in 2022?", null],
    // Two of the dictionary's words run together name a row of their own.
    ["Acme dividends payable at year-end 2019?", "row:dividends payable"],
    // A growth of a row named in the question's words.
    ["By what percentage did Acme's demand creation expense grow from fiscal 2015 to fiscal 2016?", "row:demand creation expense"],
  ])("reads the row a question names with no word of the dictionary: %s", (question, label) => {
    // As retrieval reads it: the company's name blanked.
    expect(readQuestion(question, termsWithout("Acme", question)).labels.map((l) => l.label)[0] ?? null).toBe(label);
  });

  it.each([
    ["Which segment grew revenue in 2021?", true],
    ["Lowest segment operating profit for the quarter ended June 26, 2022?", true],
    ["Outside the United States, which region brought Acme the most revenue in 2021?", true],
    ["Which of Acme's revenue lines grew fastest in 2019?", true],
    // The parts named before the question word, or asked without one.
    ["In Acme's second quarter of 2023, did any division's net revenue decline year over year? Which one?", true],
    ["Did every Acme business segment grow operating profit in 2020? If not, which fell?", true],
    ["Acme 2020: fastest-growing segment by net sales?", true],
    ["Did Acme's revenue decline in every year since 2019?", false],
    ["What was Acme's revenue in 2021?", false],
    ["Did Acme's inventories rise in 2021?", false],
  ])("knows a question about the company's parts: %s", (question, expected) => {
    expect(asksWhichPart(question, readQuestion(question))).toBe(expected);
  });
});

/** A question's terms with a company name blanked, as retrieval gives them. */
function termsWithout(company: string, question: string) {
  const terms = questionTerms(question);
  return { ...terms, ownText: (terms.ownText ?? question).split(company).join(" ".repeat(company.length)) };
}

describe("a measure the company adjusts is no statement row of the item inside", () => {
  it.each([
    "PFE Q2 2023 adjusted diluted EPS?",
    "PEP core EPS for the first quarter of 2023?",
    "MCD Q1 2023 diluted EPS excluding the restructuring charges?",
    "What was Johnson & Johnson's non-GAAP diluted EPS in Q2 2023?",
  ])("%s", (question) => {
    const reading = readQuestion(question);
    expect(reading.lineItems).not.toContain("epsDiluted");
    expect(reading.labels.length).toBeGreaterThan(0);
  });

  it("keeps the statement row for the reported figure and for a basis a table states", () => {
    expect(readQuestion("What was McDonald's diluted EPS in Q1 2023?").lineItems).toContain("epsDiluted");
    expect(readQuestion("What were Walmart's net sales excluding fuel in fiscal 2021?").lineItems).toContain("revenue");
    // Segment tables print "Adjusted EBIT": the item stays to be read there.
    expect(readQuestion("Which Amcor segment increased its adjusted EBIT in fiscal 2022 — Flexibles or Rigid Packaging?").lineItems.length).toBeGreaterThan(0);
  });
});

describe("a date that names the filing is not the period asked", () => {
  it.each([
    ["Adobe trade receivables, net as of December 2, 2022, per its 10-Q for the quarter ended June 2, 2023?", 2022, "12-02"],
    ["Amcor cash and cash equivalents as of June 30, 2022, per its 10-Q for the quarter ended December 31, 2022?", 2022, "06-30"],
    ["Best Buy merchandise inventories at July 30, 2022, per its 10-Q for the quarter ended July 29, 2023?", 2022, "07-30"],
  ])("%s", (question, year, endsOn) => {
    const reading = readQuestion(question);
    expect(reading.year).toBe(year);
    expect(reading.endsOn).toBe(endsOn);
  });

  it("keeps the filing's date when the question dates nothing else", () => {
    expect(readQuestion("Adobe's trade receivables per its 10-Q for the quarter ended June 2, 2023?").endsOn).toBe("06-02");
  });
});

describe("an allowance for an item is no balance of it", () => {
  it.each([
    "NKE: allowance for uncollectible accounts receivable as of May 31, 2020?",
    "What was Adobe's allowance for doubtful accounts receivable at December 2, 2022?",
  ])("%s", (question) => {
    expect(readQuestion(question).lineItems).not.toContain("receivables");
  });

  it("keeps the item asked outright", () => {
    expect(readQuestion("NKE accounts receivable as of May 31, 2020?").lineItems).toContain("receivables");
  });
});

describe("an item named as the note or table a row is read from", () => {
  it.each([
    ["Corning 10-Q for the quarter ended June 30, 2023, inventories note: raw materials and accessories at June 30, 2023?", "raw materials and accessories"],
    ["Pfizer 2020 10-K, inventories note: raw materials and supplies as of December 31, 2020?", "raw materials and supplies"],
    ["Microsoft's inventories note for fiscal 2017: work in process at June 30, 2017?", "work in process"],
  ])("is where the row asked is printed, not the row: %s", (question, label) => {
    const reading = readQuestion(question);
    expect(reading.lineItems).not.toContain("inventories");
    expect(reading.labels.map((l) => l.label)).toEqual([rowLabelItem(label)]);
  });

  it("stays the row asked when the question names no other", () => {
    expect(readQuestion("What did Corning's inventories note show as total inventories at June 30, 2023?").lineItems).toContain("inventories");
    expect(readQuestion("What was the total in the inventories note at June 30, 2023?").lineItems).toContain("inventories");
  });
});

describe("a metric named as the reconciliation a row is read from", () => {
  it.each([
    ["NFLX 2018 tax rate reconciliation: the 'U.S. Minimum Tax on Foreign Entities' item, $K?", "minimum tax on foreign entities"],
    ["Best Buy fiscal 2020 tax rate reconciliation: the 'Benefit from foreign operations' line, $M?", "benefit from foreign operations"],
  ])("reads the row asked, not the metric: %s", (question, label) => {
    const reading = readQuestion(question);
    expect(reading.metric).toBeNull();
    expect(reading.labels.map((l) => l.label)).toEqual([rowLabelItem(label)]);
  });

  it("keeps the metric when the question asks it", () => {
    expect(readQuestion("What was Best Buy's effective tax rate in fiscal 2020?").metric?.id).toBe("effectiveTaxRate");
    expect(readQuestion("Per the tax rate reconciliation, what was Best Buy's effective tax rate in fiscal 2020?").metric?.id).toBe("effectiveTaxRate");
  });
});

describe("a measure the company adjusts, read from its row", () => {
  it.each([
    "By what percent did Acme's Adjusted EBITDA grow from 2018 to 2019? Use the Adjusted EBITDA figures in its 2019 10-K.",
    "How much did Globex's adjusted EBITDA grow in fiscal 2020 versus fiscal 2019?",
    "Acme's non-GAAP free cash flow for 2021?",
  ])("computes no dictionary formula for %s", (question) => {
    expect(readQuestion(question).metric).toBeNull();
  });

  it("still computes the dictionary's EBITDA when no adjustment is named", () => {
    expect(readQuestion("What was Acme's EBITDA in 2019?").metric?.id).toBe("ebitda");
  });
});

describe("a share of a figure the question defines, referred back to in other words", () => {
  it("is the share asked, not the definition", () => {
    const r = readQuestion("Globex at May 30, 2021: take FIFO-basis inventory as total inventories plus the excess of FIFO over LIFO cost. What percentage of that FIFO-basis amount is the LIFO reserve?");
    expect(r.metric?.unit).toBe("percent");
    expect(r.metric?.expr).toEqual({ op: "/", left: { item: "lifoReserve", at: "current" }, right: { op: "+", left: { item: "inventories", at: "current" }, right: { item: "lifoReserve", at: "current" } } });
  });
});
