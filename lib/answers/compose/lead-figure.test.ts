// The headline of a lead is the figure asked: its unit, and its period in a list by period. The
// sentences are filings' own (Best Buy, Lockheed Martin, Microsoft, General Mills, Pfizer, JPMorgan,
// NIKE); the questions vary their wording.
import { describe, expect, it } from "vitest";
import { boldFigureAsked, statesUnitAsked, withFigureAsked } from "./lead-figure";
import { unitAsked } from "./figure-unit-asked";
import { yearAsked } from "./year-asked";

const headline = (text: string) => /\*\*([^*]+)\*\*/.exec(text)?.[1] ?? null;

describe("unitAsked", () => {
  it.each([
    ["What was the percentage decline in Best Buy's International segment SG&A in fiscal 2017?", "percent"],
    ["LMT: RMS as a % of total consolidated net sales in 2020?", "percent"],
    ["What proportion of NIKE Brand DTC revenues came through its websites?", "percent"],
    ["How much did J&J's worldwide sales grow in 2022, in percent?", "percent"],
    ["What share of Walmart's net sales did Sam's Club account for?", "percent"],
    ["How much revenue did Microsoft's Surface line generate in fiscal 2015?", "money"],
    ["How much did LMT's service costs go up in 2020 vs 2019 ($ millions)?", "money"],
    ["What were General Mills' after-tax earnings from joint ventures, in millions?", "money"],
    ["GLW: customer deposits recognized during the first half of 2022?", null],
    ["What drove the decline in gross margin?", null],
    ["How much revenue per dollar of total assets did Adobe generate in FY2021?", null],
    ["Which of Square's revenue streams grew fastest in 2017 (in thousands)?", "percent"],
  ])("%s → %s", (question, unit) => {
    expect(unitAsked(question)).toBe(unit);
  });
});

describe("yearAsked", () => {
  it.each([
    ["What was the carrying value of Pfizer's investment in Haleon at the end of 2022, per the Q2 2023 10-Q?", 2022],
    ["In JPMorgan's 10-Q for Q3 2022, what was the amount as of December 31, 2021?", 2021],
    ["How much was transferable as of January 31, 2020, according to its fiscal 2021 annual report?", 2020],
    ["Accrued interest payable at year-end 2017, per the 2018 10-K?", 2017],
    ["Revenue in 2021 and 2022?", null],
  ])("%s → %s", (question, year) => {
    expect(yearAsked(question)).toBe(year);
  });
});

describe("boldFigureAsked", () => {
  it("bolds the percent of a change stated with its amount when a percent is asked", () => {
    const lead = "Best Buy Co.'s International segment's SG&A decreased $29 million , or 4.0% , in fiscal 2017 compared to the prior year.";
    expect(headline(boldFigureAsked(lead, "By what percent did Best Buy's International SG&A fall in fiscal 2017?"))).toBe("4.0%");
    expect(headline(boldFigureAsked(lead, "How much did Best Buy's International SG&A fall in fiscal 2017, in $ millions?"))).toBe("$29 million");
  });

  it("bolds a share of a whole over the amount before it", () => {
    const lead = "In 2020, our RMS business segment generated net sales of $16.0 billion, which represented 25% of our total consolidated net sales.";
    expect(headline(boldFigureAsked(lead, "What percentage of Lockheed's 2020 net sales came from RMS?"))).toBe("25%");
  });

  it("moves a bold amount to the percent asked, and a bold percent to the amount asked", () => {
    const figures = "Best Buy Co.'s online revenue fell by **$212 million**, from $2,975 million in Q2 FY2023 to $2,763 million in Q2 FY2024 (-7.1%)";
    expect(headline(boldFigureAsked(figures, "Best Buy's Q2 FY24 online revenue change, as a percentage?"))).toBe("-7.1%");
    const level = "Surface revenue increased **65%** to $3.6 billion, primarily due to Surface Pro 3 units sold.";
    expect(headline(boldFigureAsked(level, "How much revenue did Surface generate in fiscal 2015?"))).toBe("$3.6 billion");
  });

  it("bolds the figure of the period asked in a list whose dates come before its figures", () => {
    const lead = "The carrying value of our investment in Haleon as of July 2, 2023 and as of December 31, 2022 is **$11.2 billion** and $10.8 billion, respectively, and is reported in Equity-method investments.";
    expect(headline(boldFigureAsked(lead, "What was the carrying value of the Haleon stake at the end of 2022, per the Q2 2023 10-Q?"))).toBe("$10.8 billion");
    const jpm = "At September 30, 2022, and December 31, 2021, the contractual amount of lending-related commitments for which the fair value option was elected was $8.7 billion and $11.9 billion, respectively, with a corresponding fair value of $28 million and $10 million, respectively.";
    expect(headline(boldFigureAsked(jpm, "JPM's 10-Q for Q3 2022: fair-value-option lending commitments at December 31, 2021?"))).toBe("$11.9 billion");
  });

  it("bolds the period asked of a list whose figures come first, with no unit asked", () => {
    const lead = "As of May 31, 2020 and 2019, accrued interest and penalties related to uncertain tax positions were $158 million and $174 million, respectively (excluding federal benefit).";
    expect(headline(boldFigureAsked(lead, "NKE — accrued interest and penalties on uncertain tax positions as of May 31, 2019?"))).toBe("$174 million");
  });

  it("leaves a lead alone when the question asks no unit and the lead is no list", () => {
    const lead = "Corning's capital expenditures were $770 million for the six months ended June 30, 2023.";
    expect(boldFigureAsked(lead, "GLW capex 1H23?")).toBe(lead);
  });

  it("does not take a figure the question states for the one it asks", () => {
    const lead = "Surface revenue increased 65% to $3.6 billion, primarily due to Surface Pro 3 units sold.";
    expect(headline(boldFigureAsked(lead, "Surface revenue rose 65% in fiscal 2015; by what percent did Xbox revenue change?"))).toBeNull();
  });
});

describe("withFigureAsked", () => {
  it("bolds nothing for a question asking why or whether", () => {
    const written = { text: "Gross margin decreased 1.2 percentage points, or $40 million, on higher freight costs. [#abcd1234]", excerpts: new Map() };
    expect(withFigureAsked("Why did gross margin shrink, in percent terms?", written)).toBe(written);
  });

  it("bolds the lead after a preface that states no figure, its citation markers untouched", () => {
    const text = "No table of the retrieved pages gives International's SG&A for FY2017. What the filings say:\n\nBest Buy's International segment's SG&A decreased $29 million, or 4.0%, in fiscal 2017. [#2bdf0025]\nSource: Best Buy's 10-K for FY2017, page 38.";
    const out = withFigureAsked("What was the percentage decline in Best Buy's International SG&A in fiscal 2017?", { text, excerpts: new Map() });
    expect(out.text).toContain("or **4.0%**, in fiscal 2017. [#2bdf0025]");
    expect(headline(out.text)).toBe("4.0%");
  });
});

describe("a figure asked in no unit", () => {
  // Corning's 10-Q for Q2 2023, page 36.
  const lead = "Capital expenditures were $770 million for the six months ended June 30, 2023.";
  it("bolds the passage lead's first figure when the question asks a statement's figure", () => {
    expect(headline(boldFigureAsked(lead, "GLW capex 1H23?", true))).toBe("$770 million");
  });
  it("bolds none when the question asks no figure", () => {
    expect(boldFigureAsked(lead, "What does Corning say about its capital spending plans?", false)).toBe(lead);
  });
});

describe("statesUnitAsked", () => {
  const amount = { text: "NIKE's revenue for FY2017 was **$34,350 million** [#e4c80030] — \"Revenues\" in its income statement.", excerpts: new Map() };
  const share = { text: "As a percentage of total Domestic revenue, online revenue increased 120 basis points to **11.0%** versus 9.8% last year. [#31080023]\nSource: page 36.", excerpts: new Map() };
  it.each([
    ["For fiscal 2017, what proportion of NIKE Brand DTC revenues came through its websites?", amount, false],
    ["Best Buy FY2016: Domestic online revenue was what percent of Domestic revenue?", share, true],
    ["NIKE revenue FY2017?", amount, true],
    ["How much revenue did NIKE report for FY2017, in $ millions?", amount, true],
  ])("%s", (question, written, states) => {
    expect(statesUnitAsked(question, written)).toBe(states);
  });
});

describe("a level asked of a lead telling its change first", () => {
  // CVS Health's 2021 10-K, page 83; Pfizer's 2020 10-K, page 40; NIKE's metric answer.
  const cvs = "Total revenues increased $8.9 billion, or 9.8%, to $100.1 billion in 2021 compared to 2020.";
  const pfizer = "Emerging markets revenues decreased **$456 million**, or 5%, in 2020 to $8.4 billion from $8.8 billion in 2019, and were relatively flat operationally.";
  const nike = "NIKE's diluted earnings per share rose **16.20%**, from $2.16 per share in FY2016 to $2.51 per share in FY2017";
  it.each([
    [cvs, "What were CVS's Retail/LTC total revenues in 2021, in $ billions?", "$100.1 billion"],
    [cvs, "How much did Retail/LTC revenues increase in 2021, in dollars?", "$8.9 billion"],
    [cvs, "CVS Retail/LTC revenue growth in 2021, in percent?", "9.8%"],
    [pfizer, "After the 2020 decline, what were Pfizer's emerging markets revenues for the year?", "$8.4 billion"],
    [pfizer, "By how much did emerging markets revenues fall in 2020?", "$456 million"],
    [nike, "NKE fiscal 2017: diluted EPS, after growing 16%?", "$2.51"],
  ])("%s / %s", (lead, question, figure) => {
    expect(headline(boldFigureAsked(lead, question))).toBe(figure);
  });
});

describe("a change asked of a lead headed by a level", () => {
  const lmt = "Aeronautics fell the most in revenue: **$5,862 million** in Q2 FY2022 against $6,666 million in Q2 FY2021, down $804 million (12.1%)";
  it("bolds the change when the question asks it in dollars", () => {
    expect(headline(boldFigureAsked(lmt, "Which Lockheed segment had the biggest drop in net sales in Q2 2022, in $ millions?"))).toBe("$804 million");
  });
  it("keeps a rate's change asked in points", () => {
    const ulta = "Skincare gained the most in revenue: **+3.0 percentage points** (from 17.0% in Q2 FY2022 to 20.0% in the three months ended July 29, 2023)";
    expect(headline(boldFigureAsked(ulta, "ULTA Q2 FY23: category with biggest gain in % of net sales, and by how many pts?"))).toBe("+3.0 percentage points");
  });
  it("keeps the level of a part asked which rose the most in dollars", () => {
    const ba = "United States rose the most in revenue: **$39,076** in FY2021 against $36,979 in FY2020, up $2,097 (5.7%)";
    expect(headline(boldFigureAsked(ba, "Boeing 2021 vs 2020 — which region's revenue rose the most in dollars?"))).toBe("$39,076");
  });
  it("keeps the growth rate for a question asking which grew fastest, whatever its scale", () => {
    const sq = "Subscription and services-based revenue rose the most in revenue in percent: **+95.3%** (from $129,351 thousand in FY2016 to $252,664 thousand in FY2017)";
    expect(headline(boldFigureAsked(sq, "Which of Square's revenue streams grew fastest in 2017 (in thousands)?"))).toBe("+95.3%");
  });
  it("keeps the growth of a part asked which grew fastest in no unit", () => {
    const pep = "Latin America rose the most in revenue in percent: **+18.3%** (from $2,415 million in Q2 FY2022 to $2,856 million in the three months ended June 17, 2023)";
    expect(headline(boldFigureAsked(pep, "Which PepsiCo division's net revenue grew fastest in Q2 2023?"))).toBe("+18.3%");
  });
});

describe("a question put in words, over a lead listing figures by period", () => {
  const lead = (sentence: string) => ({ text: `${sentence} [#abcd0001]\n\nSource: page 7.`, excerpts: new Map() });
  it("bolds the figure of the year asked, not the latest year's", () => {
    const text = "In 2021, 2020 and 2019, Health Care Benefits segment revenues from the federal government accounted for **14%**, 13% and 13%, respectively, of the Company’s consolidated total revenues.";
    const out = withFigureAsked("How reliant was CVS Health on the U.S. federal government as a customer in 2019, per its 2021 10-K?", lead(text));
    expect(out.text).toContain("for 14%, 13% and **13%**, respectively");
    const boeing = "Revenues from the U.S. government represented **49%**, 51% and 39% of consolidated revenues for 2021, 2020 and 2019, respectively.";
    expect(withFigureAsked("How dependent was Boeing on the U.S. government in 2020?", lead(boeing)).text).toContain("49%, **51%** and 39%");
  });

  it("leaves the lead as written when no single year is asked, no figure is bold, or the sentence is no list", () => {
    const text = "In 2021, 2020 and 2019, revenues from the federal government accounted for **14%**, 13% and 13%, respectively, of total revenues.";
    expect(withFigureAsked("How reliant was CVS on the federal government?", lead(text)).text).toBe(lead(text).text);
    expect(withFigureAsked("Was CVS more reliant on the government in 2021 than in 2019?", lead(text)).text).toBe(lead(text).text);
    const plain = text.replace(/\*\*/g, "");
    expect(withFigureAsked("How reliant was CVS on the federal government in 2019?", lead(plain)).text).toBe(lead(plain).text);
    const single = "Revenues from the federal government accounted for **14%** of total revenues in 2021.";
    expect(withFigureAsked("How reliant was CVS on the federal government in 2021?", lead(single)).text).toBe(lead(single).text);
  });
});
