import { describe, expect, it } from "vitest";
import { markersIn } from "../citation-refs";
import { balance, cash, income, pages, prose } from "../sample-filing.fixture";
import { byRow, segmentDoc, segmentPages } from "../statements/segments.fixture";
import { readQuestion } from "../../retrieval/read-question";
import type { CatalogHoldings, CitablePage } from "./engine";
import { composeAnswer, computedFigures } from "./extractive-engine";

const compose = (query: string, given: CitablePage[], holdings?: CatalogHoldings) => composeAnswer(query, readQuestion(query), given, holdings);

function check(text: string, excerpts: Map<string, string>) {
  const refs = new Set(pages.map((p) => p.ref));
  for (const m of markersIn(text)) expect(refs.has(m)).toBe(true);
  for (const [ref, excerpt] of excerpts) expect(pages.find((p) => p.ref === ref)!.content.includes(excerpt)).toBe(true);
}

describe("composeAnswer (extractive)", () => {
  it("reads a line item for the year asked, with its unit and the row as excerpt", () => {
    const { text, excerpts } = compose("What is Acme's FY2018 capital expenditure in USD millions?", pages);
    expect(text).toContain("**$360 million**");
    expect(text).toContain(`[${cash.ref}]`);
    expect(excerpts.get(cash.ref)).toBe("| Purchases of property and equipment | (400) | (360) | (240) |");
    check(text, excerpts);
  });

  it("answers whether a line item rose in a year against the year before, the year's figure in bold", () => {
    const { text, excerpts } = compose("Did Acme's gross profit increase in 2019?", pages);
    expect(text).toMatch(/^Acme's gross profit rose from \$[\d,]+ million in FY2018 to \*\*\$4,000 million\*\* in FY2019/);
    check(text, excerpts);
  });

  it("answers a figure asked in words that usually call for a passage when no passage answers", () => {
    // "one-time" sends a question to the passages first; none of these says anything of capex.
    const { text, excerpts } = compose("Acme's FY2019 capital expenditure, one-time items included, in USD millions?", pages);
    expect(text).toMatch(/^Acme's capital expenditure for FY2019 was \*\*\$400 million\*\*/);
    check(text, excerpts);
    // A name asked is no figure: a question of who or which is not answered with one.
    expect(compose("Which product line made the most of Acme's FY2019 net sales, one-time orders included?", pages).text).not.toMatch(/\*\*\$/);
  });

  it("computes a ratio from cited inputs and rounds as asked", () => {
    const { text, excerpts } = compose("What is Acme's FY2019 working capital ratio? Round your answer to two decimal places.", pages);
    expect(text).toContain("**1.64**");
    expect(text).toContain("2,300 / 1,400");
    expect(markersIn(text)).toContain(balance.ref);
    check(text, excerpts);
  });

  it("says a ratio of one flow to another in percent first, and a ratio of balances as a decimal", () => {
    // Cost of sales over net sales: 6,000 / 10,000, a share of the year's sales.
    const share = compose("What was Acme's cost ratio for 2019, i.e. cost of sales divided by net sales?", pages);
    expect(share.text).toContain("**60.0%** (0.60)");
    // Current assets over current liabilities: balances, quoted as they are.
    // A return is a percentage by its name, whatever its inputs, at the precision of its ratio.
    expect(compose("What was Acme's return on assets in 2019?", pages).text).toMatch(/^Acme's return on assets for FY2019 is \*\*9\.09%\*\* \(0\.09\)/);
    const current = compose("What was Acme's current ratio at the end of 2019?", pages);
    expect(current.text).toMatch(/\*\*1\.64\*\*/);
  });

  it("declines a figure asked of something no page mentions, but computes one asked of the company or a period", () => {
    const purple = compose("What is the gross margin of the colour purple for Acme's happiest year?", pages);
    expect(purple.text).toMatch(/^The figure is asked of "colour" or "purple", which none of the retrieved filings mentions/);
    expect(purple.text).not.toMatch(/\*\*/);
    expect(purple.excerpts.size).toBe(0);
    const named = compose("What is the gross margin of Globex in 2019?", pages);
    expect(named.text).toMatch(/^The figure is asked of "Globex"/);
    expect(compose("What is the gross margin of Acme for fiscal 2019?", pages).text).toContain("**40.0%**");
    expect(compose("What was the gross margin for the year 2019 at Acme?", pages).text).toContain("**40.0%**");
    // The language-model engine is handed the same reading: no computed figure for the colour purple.
    const purpleQuestion = "What is the gross margin of the colour purple for Acme's happiest year?";
    expect(computedFigures(purpleQuestion, readQuestion(purpleQuestion), pages)).toBeNull();
    expect(computedFigures("What was Acme's gross margin in 2019?", readQuestion("What was Acme's gross margin in 2019?"), pages)?.text).toContain("**40.0%**");
  });

  it("uses averages of the balance sheet for return on assets and turnover", () => {
    const roa = compose("What is the FY2019 return on assets (ROA) for Acme? Round to two decimal places. Answer in units of percents.", pages);
    // 1,000 / ((12,000 + 10,000) / 2) = 9.09%
    expect(roa.text).toContain("9.09%");
    const turnover = compose("What is Acme's FY2019 inventory turnover ratio? Round to two decimal places.", pages);
    // 6,000 / 1,000 = 6.00
    expect(turnover.text).toContain("**6.00x**");
    const dpo = compose("What is FY2019 days payable outstanding (DPO) for Acme? Round to two decimal places.", pages);
    // 365 × 750 / (6,000 + 200) = 44.15
    expect(dpo.text).toContain("44.15 days");
    check(dpo.text, dpo.excerpts);
  });

  it("computes multi-year averages, growth and CAGR over the statements' years", () => {
    const avg = compose("What is the FY2017 - FY2019 3 year average of capex as a % of revenue for Acme? Answer in units of percents and round to one decimal place.", pages);
    // (3% + 4% + 4%) / 3 = 3.7%
    expect(avg.text).toContain("**3.7%**");
    expect(markersIn(avg.text)).toEqual(expect.arrayContaining([income.ref, cash.ref]));
    const yoy = compose("What is Acme's year-over-year change in revenue from FY2018 to FY2019 (in units of percents and round to one decimal place)?", pages);
    expect(yoy.text).toContain("**11.1%**");
    const cagr = compose("What is Acme's 2 year total revenue CAGR from FY2017 to FY2019 (in units of percents and round to one decimal place)?", pages);
    expect(cagr.text).toContain("**11.8%**");
    const ebitda = compose("What is Acme's FY2019 unadjusted EBITDA % margin? Calculate unadjusted EBITDA using operating income and depreciation and amortization from the cash flow statement.", pages);
    expect(ebitda.text).toContain("**18.0%**");
    check(ebitda.text, ebitda.excerpts);
  });

  it("compares line items and names the largest", () => {
    const { text } = compose("Among operations, investing, and financing activities, which brought in the most cash flow for Acme in FY2019?", pages);
    expect(text).toMatch(/cash from operating activities was the highest of these at \*\*\$1,800 million\*\*/i);
  });

  it("describes how a metric moved", () => {
    const { text } = compose("Does Acme have an improving operating margin profile as of FY2019?", pages);
    expect(text).toContain("improved from 13.3% in FY2018 to **15.0%** in FY2019");
    expect(text).toContain("It was 12.5% in FY2017.");
  });

  it("quotes the passages that answer a narrative question", () => {
    const { text, excerpts } = compose("Is Acme's business subject to cyclicality?", pages);
    expect(text).toContain("subject to cyclicality because demand for industrial equipment");
    expect(markersIn(text)).toEqual(expect.arrayContaining([prose.ref]));
    check(text, excerpts);
  });

  it("answers questions about reasons or segments in the filings' words, not with a computation", () => {
    const { text } = compose("What drove Acme's dependence on suppliers for key components in FY2019?", pages);
    expect(text).toContain("small number of suppliers");
    expect(text).not.toContain("**");
  });

  it("cites the statement it read when a figure is not on it", () => {
    const { text, excerpts } = compose("What is Acme's FY2019 interest coverage ratio?", pages);
    expect(text).toContain(`I could not read interest expense for FY2019 from the income statement (page 50) [${income.ref}]`);
    expect(excerpts.get(income.ref)).toBe("## Consolidated Statements of Income");
    check(text, excerpts);
  });

  it("says so when the question is about a period the filings do not reach", () => {
    const { text, excerpts } = compose("What was Acme's revenue in FY2031?", pages);
    expect(text).toMatch(/up to FY2019; none covers FY2031/);
    expect(markersIn(text)).toEqual([]);
    expect(excerpts.size).toBe(0);
  });

  it("says plainly when the pages do not answer", () => {
    const { text, excerpts } = compose("Who founded the Zorblax galactic shipping consortium?", pages);
    expect(markersIn(text)).toEqual([]);
    expect(excerpts.size).toBe(0);
    expect(text).toMatch(/do not answer/);
  });

  it("reads a part of the company from the tables that break it down, never the company's total", () => {
    const { text, excerpts } = compose("What were Globex's Space Systems net sales in 2022?", segmentPages);
    expect(text).toContain("Globex's Space Systems revenue for FY2022 was **$11,532 million**");
    expect(markersIn(text)).toEqual([byRow.ref]);
    expect(excerpts.get(byRow.ref)).toBe("| Space Systems | 11,532 | 11,814 |");
    const missing = compose("What were Globex's Cloud Services net sales in 2020?", segmentPages);
    expect(missing.text).toMatch(/^No table of the retrieved pages gives Cloud Services' revenue for FY2020\./);
    expect(missing.text).not.toContain("**");
  });

  it("does not answer with the company's total for a part it cannot find", () => {
    const { text } = compose("What was Globex's Widgets revenue in 2022?", segmentPages);
    expect(text).toMatch(/^No table of the retrieved pages gives Widgets' revenue for FY2022\./);
    expect(compose("What was GBX's FY2022 revenue? Answer (in USD millions).", segmentPages).text).not.toMatch(/No table/);
  });

  it("compares the rows a balance-sheet subtotal is made of, only when they add up to it", () => {
    const { text, excerpts } = compose("What was Acme's largest current asset at December 31, 2019?", pages);
    expect(text).toMatch(/^Acme's largest current asset at December 31, 2019 was "Inventories": \*\*\$1,100 million\*\* \[#\w+\], ahead of "Accounts receivable, net" \(\$700 million\)/);
    expect(text).toContain("- Total current assets: $2,300 million");
    check(text, excerpts);
    // Accounts payable alone does not make up the current liabilities: no comparison is made of it.
    expect(compose("What was Acme's largest current liability at December 31, 2019?", pages).text).not.toMatch(/largest current liability/);
  });

  it("compares a ratio across the parts of the company, each part's figures cited", () => {
    const { text, excerpts } = compose("Which Globex segment had the highest operating margin in 2022?", segmentPages);
    expect(text).toMatch(/^Aeronautics had the highest operating margin for FY2022: \*\*10\.6%\*\* \(\$2,866 million of operating profit on \$26,987 million of net sales\)/);
    expect(text).toContain("ahead of Space Systems (9.1%)");
    expect(markersIn(text).every((ref) => excerpts.has(ref))).toBe(true);
  });

  it("compares how the parts of the company moved between two years", () => {
    const { text } = compose("Which Globex segment saw the biggest drop in net sales in 2022?", segmentPages);
    expect(text).toMatch(/^Space Systems fell the most in revenue: \*\*\$11,532 million\*\* in FY2022 against \$11,814 million in FY2021, down \$282 million \(2\.4%\)/);
    expect(text).toContain("- Aeronautics: $26,987 million against $26,748 million, up $239 million (0.9%)");
    expect(compose("Which Globex segment grew fastest in net sales in 2022?", segmentPages).text).toMatch(/^Aeronautics rose the most in revenue in percent/);
  });

  it("names the part of the company that stands out, with the others beside it", () => {
    const { text } = compose("Which Globex segment had the highest operating profit in 2022?", segmentPages);
    expect(text).toMatch(/^Aeronautics had the highest operating income for FY2022: \*\*\$2,866 million\*\*/);
    expect(text).toContain("ahead of Space Systems ($1,045 million)");
  });

  it("says which filings the catalog holds when none covers the year asked, quoting nothing", () => {
    const holdings = { companies: [segmentDoc.companyName], documents: [segmentDoc] };
    const { text, excerpts } = compose("What were Globex's net sales in FY2015?", segmentPages, holdings);
    expect(text).toBe("The catalog holds Globex's 10-K for FY2022, which report FY2020 to FY2022; none of them covers FY2015, so the filings cannot answer this question.");
    expect(excerpts.size).toBe(0);
  });

  it("leads a narrative answer with the passage that answers, carried on to the amount asked", () => {
    const settlement = { ...prose, content: [
      "## Legal Proceedings",
      "In December 2022, the Company agreed to a settlement with a group of state Attorneys General. The agreement would resolve substantially all opioid claims. The maximum amount payable would be approximately $4.3 billion over ten years.",
      "The Company also agreed to a settlement with a group of tribes. The maximum amount payable under that settlement would be $113 million.",
    ].join("\n") };
    const { text, excerpts } = compose("What is the most Acme would pay under its settlement with state attorneys general?", [settlement]);
    expect(text).toMatch(/^In December 2022, .*approximately \*\*\$4\.3 billion\*\* over ten years\. \[#\w+\]\n\nSource: Acme's 10-K for FY2019, page 20\./);
    expect(settlement.content.includes(excerpts.get(settlement.ref)!)).toBe(true);
  });
});

