import { describe as suite, expect, it } from "vitest";
import { describe } from "./expression";
import { parseFormula } from "./formula-words";
import { asked, composed } from "./formula-readings.fixture";
import { findDefinitions } from "./question-formulas";
import { wordedFormula } from "./question-formulas-worded";

suite("operations told in words", () => {
  it.each([
    ["dividing total liabilities by total assets", "total liabilities / total assets"],
    ["dividing net cash provided by operating activities by net income", "net cash provided by operating activities / net income"],
    // (A "by" that is part of an operand's wording divides when no other "by" does.)
    ["dividing dividends paid by net income", "dividends paid / net income"],
    ["subtracting capital expenditures from operating cash flow", "operating cash flow - capital expenditures"],
    ["adding cash and cash equivalents and short-term investments", "cash and cash equivalents + short-term investments"],
    ["multiplying average inventory by 365", "average inventory * 365"],
    ["total liabilities / total assets", null],
  ])("%s → %s", (text, formula) => {
    expect(wordedFormula(text)).toBe(formula);
  });
});

suite("definitions told in more syntaxes", () => {
  it.each([
    // "Compute X by dividing A by B", with whose and when between the name and "by".
    ["Compute Globex's liabilities-to-assets ratio for the end of fiscal 2021 by dividing total liabilities by total assets.", 2021, "Liabilities-to-assets ratio [ratio] = Total liabilities, or else Total assets − Total equity, or else Total assets − Total shareholders' equity / Total assets"],
    ["What was Initech's payout ratio in FY2022, calculated by dividing dividends paid by net income?", 2022, "Dividend payout ratio [ratio] = Dividends paid / Net income"],
    ["Calculate Acme's cash burn for 2020 by subtracting capital expenditures from operating cash flow.", 2020, "Cash burn [currency] = Cash from operating activities − Capital expenditure"],
    // "… where X = A / B" after the question.
    // (Another formula than the dictionary's for the name is another figure: its own name and unit.)
    ["What was Acme's cash conversion ratio for fiscal 2021, where cash conversion ratio = operating cash flow / net income?", 2021, "Cash conversion ratio [ratio] = Cash from operating activities / Net income"],
    ["What was Hooli's leverage in 2019, where leverage = total liabilities ÷ shareholders' equity?", 2019, "Leverage [ratio] = Total liabilities, or else Total assets − Total equity, or else Total assets − Total shareholders' equity / Total shareholders' equity"],
    // A bracket that names what it defines: "(WC = A − B)".
    ["Activision Blizzard working capital at the end of fiscal 2018 (WC = current assets − current liabilities)?", 2018, "Working capital [currency] = Total current assets − Total current liabilities"],
    // "the mean of X's yearly margin (A / B) for two years": the formula of one year, averaged.
    ["Compute the mean of Activision Blizzard's yearly operating margin (operating income divided by revenues) for FY2019 and FY2020.", 2020, "Average yearly operating margin [percent] = Operating income / Revenue"],
    ["What was the average of Umbrella's gross margin (gross profit / net sales) over FY2022 and FY2023?", 2023, "Average gross margin [percent] = Gross profit, or else Revenue − Cost of revenue / Revenue"],
  ])("%s", (question, year, expected) => {
    expect(asked(question, year)).toBe(expected);
  });

  it.each([
    // Inputs named for a ratio the dictionary does not know, or knows over other inputs.
    ["Using total liabilities and total assets, what was Globex's liabilities-to-assets ratio at the end of fiscal 2020?", 2020, "Liabilities-to-assets ratio [ratio] = Total liabilities, or else Total assets − Total equity, or else Total assets − Total shareholders' equity / Total assets"],
    ["Using operating cash flow and net earnings, what was Acme's cash conversion ratio in fiscal year 2022?", 2022, "Cash conversion ratio [ratio] = Cash from operating activities / Net income"],
    // The dictionary's formula over the very inputs named keeps its conventions; statements are no inputs.
    ["What was Initech's FY2019 asset turnover, using revenue and total assets?", 2019, null],
    ["Using the income statement and the balance sheet, what was Hooli's current ratio in FY2019?", 2019, null],
  ])("%s", (question, year, expected) => {
    expect(asked(question, year)).toBe(expected);
  });

  it("reads a growth written over the figure's periods however long the figure's name", () => {
    const [d] = findDefinitions("Calculate Activision Blizzard's year-over-year income from operations growth for FY2018 as the FY2018 figure less the FY2017 figure, divided by the FY2017 figure.");
    expect(d?.growth).toBe(true);
  });
});

suite("balances averaged in words", () => {
  it.each([
    ["revenue divided by the average of the beginning and end of year total assets", "Revenue / average Total assets"],
    ["revenue / total assets at the start and end of the year", "Revenue / average Total assets"],
    ["COGS / avg(inventory FY2015, inventory FY2016)", "Cost of revenue / average Inventories"],
    ["cost of sales over the average of inventories 2020 and inventories 2021", "Cost of revenue / average Inventories"],
  ])("%s", (formula, expected) => {
    const expr = parseFormula(formula, { year: 2021 });
    expect(expr && describe(expr)).toBe(expected);
  });
});

suite("compositions told in words", () => {
  it.each([
    ["What was the sum of Acme's cash and cash equivalents and accounts receivable at the end of fiscal 2021?", "Sum of cash and cash equivalents and accounts receivable [currency] = Cash and cash equivalents + Accounts receivable"],
    ["What is the ratio of current assets to total current liabilities for Globex at the end of fiscal 2022?", "Current ratio [ratio] = Total current assets / Total current liabilities"],
    ["What was Initech's current assets over total current liabilities at the end of fiscal 2022?", "Current ratio [ratio] = Total current assets / Total current liabilities"],
    ["What was Hooli's net cash provided by operating activities net of capex for FY2022, in millions?", "Net cash provided by operating activities net of capex [currency] = Cash from operating activities − Capital expenditure"],
    // A label's own "net of" (after a comma), and "over" a span of years, compose nothing.
    ["What were Acme's receivables, net of allowances, in 2021?", null],
    ["How did Acme's revenue grow over the last two years?", null],
  ])("%s", (question, expected) => {
    expect(composed(question)).toBe(expected);
  });
});
