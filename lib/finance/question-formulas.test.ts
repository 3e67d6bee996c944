import { describe as suite, expect, it } from "vitest";
import { describe } from "./expression";
import { asked, composed } from "./formula-readings.fixture";
import { definedMetrics, findDefinitions } from "./question-formulas";

suite("formulas the question gives", () => {
  it.each([
    [
      "What is Acme's FY2019 operating cash flow ratio? Operating cash flow ratio is defined as: cash from operations / total current liabilities.",
      2019,
      "Operating cash flow ratio [ratio] = Cash from operating activities / Total current liabilities",
    ],
    [
      "Define working capital ratio as total current assets divided by total current liabilities. What was it for FY2020?",
      2020,
      "Current ratio [ratio] = Total current assets / Total current liabilities",
    ],
    [
      "What is the FY2018 ROA? ROA is FY2018 net income / (average total assets between FY2017 and FY2018).",
      2018,
      "Return on assets [ratio] = Net income / average Total assets",
    ],
    [
      "DPO is calculated as 365 * (average accounts payable between FY2021 and FY2022) / (FY2022 COGS + change in inventory between FY2021 and FY2022).",
      2022,
      "Days payable outstanding [days] = 365 × average Accounts payable / (Cost of revenue + change in Inventories)",
    ],
    [
      "Net debt = total debt minus cash and cash equivalents. What was Globex's net debt at the end of FY2020?",
      2020,
      "Net debt [currency] = Short-term debt + Long-term debt, or else Long-term debt − Cash and cash equivalents",
    ],
    [
      "What was the FY2022 gross margin, where gross margin is defined as (revenue - cost of sales) / revenue?",
      2022,
      "Gross margin [percent] = (Revenue − Cost of revenue) / Revenue",
    ],
    [
      "Calculate the interest burden as FY2021 pretax income divided by FY2021 operating income.",
      2021,
      "Interest burden [ratio] = Income before income taxes / Operating income",
    ],
  ])("reads %s", (question, year, expected) => {
    expect(asked(question, year)).toBe(expected);
  });

  it("reads a series of definitions whose verb is given once", () => {
    const question =
      "Compute Globex's cash conversion cycle for fiscal 2019. CCC is defined as DIO + DSO − DPO. DIO is defined as average inventories ÷ cost of sales × 365; DSO as average receivables ÷ total revenues × 365; DPO as average accounts payable ÷ cost of sales × 365.";
    expect(findDefinitions(question).map((d) => d.names[0])).toEqual(["CCC", "DIO", "DSO", "DPO"]);
    // DPO is the question's, over cost of sales, not the dictionary's over purchases.
    expect(asked(question, 2019)).toMatch(/− average Accounts payable \/ Cost of revenue × 365$/);
    // Without a definition before it, "X as Y" is no definition.
    expect(findDefinitions("Treat the year as fiscal 2019; DSO as a share of sales ÷ 365?").map((d) => d.names[0])).not.toContain("DSO");
  });

  it("reads nested definitions and answers the one no other uses", () => {
    const question =
      "What is the FY2021 cash conversion cycle (CCC)? CCC is defined as DIO + DSO − DPO. DIO is defined as 365 * average inventory / COGS. DSO is defined as 365 * average accounts receivable / revenue. DPO is defined as 365 * average accounts payable / COGS.";
    expect(findDefinitions(question).map((d) => d.names[0])).toEqual(["CCC", "DIO", "DSO", "DPO"]);
    expect(asked(question, 2021)).toBe(
      // (The question's formula, under the dictionary's full name for what it defines.)
      "Cash conversion cycle [days] = 365 × average Inventories / Cost of revenue + 365 × average Accounts receivable / Revenue − 365 × average Accounts payable / Cost of revenue",
    );
  });

  it("reads a year before the one asked as the prior period", () => {
    const m = definedMetrics("Revenue growth is defined as (FY2020 revenue - FY2019 revenue) / FY2019 revenue.", 2020).asked!;
    expect(describe(m.expr)).toBe("(Revenue − prior-period Revenue) / prior-period Revenue");
    expect(m.unit).toBe("percent");
  });

  it("names rows the dictionary does not know by their label", () => {
    expect(asked("Define the accrual ratio as accrued liabilities divided by total current liabilities.", 2021)).toBe(
      "Accrual ratio [ratio] = Accrued liabilities / Total current liabilities",
    );
  });

  it.each([
    ["Acme's effective tax rate in 2017 — income tax expense divided by income before income taxes?", "Effective tax rate [percent] = Income tax expense / Income before income taxes"],
    ["Acme's overhead ratio for the first quarter of 2021 — total noninterest expense over total net revenue?", "Overhead ratio [ratio] = Total noninterest expense / Revenue"],
    ["Acme's medical benefit ratio for 2019, i.e. benefit costs divided by premiums?", "Medical benefit ratio [ratio] = Benefit costs / Premiums"],
    ["For fiscal 2021, take days inventory outstanding = average inventories (June 30, 2020 and June 30, 2021) ÷ cost of sales × 365.", "Days inventory outstanding [days] = average Inventories / Cost of revenue × 365"],
    ["Take FCF as operating cash flow less PP&E purchases.", "Free cash flow [currency] = Cash from operating activities − Capital expenditure"],
  ])("reads a definition given in passing: %s", (question, expected) => {
    expect(asked(question, 2021)).toBe(expected);
  });

  it("reads a formula in parentheses as the definition of the name before it", () => {
    const d = definedMetrics("Acme 2018: EBITDA (operating income plus depreciation and amortization expense) less capital expenditures — how much?", 2018);
    expect(d.metrics.map((m) => `${m.name} = ${describe(m.expr)}`)).toEqual(["EBITDA = Operating income + Depreciation and amortization"]);
  });

  it("reads several definitions in one sentence and the arithmetic asked over them", () => {
    const question = "Let total borrowings = notes payable + current maturities of long-term debt + long-term debt, and invested capital = total borrowings + total stockholders' equity. What is total borrowings / invested capital for Initech in 2020?";
    expect(findDefinitions(question).map((d) => d.names[0])).toEqual(["total borrowings", "invested capital", "total borrowings / invested capital"]);
    const m = definedMetrics(question, 2020).asked!;
    // Debt over debt plus equity is a share of a whole: a percentage.
    expect(m.unit).toBe("percent");
    // Notes payable and current maturities are both short-term debt to the dictionary: the second is read by its label, not counted twice.
    expect(describe(m.expr)).toBe(
      "(Short-term debt + Current maturities of long-term debt + Long-term debt) / (Short-term debt + Current maturities of long-term debt + Long-term debt + Total shareholders' equity)",
    );
    expect(m.note).toMatch(/^As the question defines them: total borrowings = notes payable \+ current maturities/);
  });

  it("leaves the period phrase out of an operand's row label", () => {
    expect(asked("Initech's 2019 return on average capital, defined as net income divided by the average of total capital employed at the 2018 and 2019 year-ends.", 2019)).toBe(
      "Return on average capital [ratio] = Net income / average Total capital employed",
    );
    expect(asked("For Globex fiscal 2021, opex ratio = selling, general and administrative expenses / net sales. What is it?", 2021)).toBe(
      "Opex ratio [ratio] = Selling, general and administrative expenses / Revenue",
    );
  });

  it("finds no definition in a plain question", () => {
    expect(findDefinitions("What was Acme's revenue in FY2019? Round your answer to two decimal places.")).toEqual([]);
    expect(definedMetrics("Is the company's debt to equity ratio improving?", 2021).asked).toBeNull();
  });

  it.each([
    // A stop inside parentheses or after an abbreviation ends no sentence.
    [
      "Acme net debt at July 2, 2023 = short-term borrowings (incl. current portion of long-term debt) + long-term debt − cash and cash equivalents − short-term investments. In $ millions?",
      2023,
      "Acme net debt [currency] = Short-term debt + Long-term debt − Cash and cash equivalents − Short-term investments",
    ],
    // A name, a colon, then arithmetic.
    [
      "Acme FY2020 cash conversion: (net cash provided by operating activities − purchases of land, buildings, and equipment) ÷ net income. Express in percent.",
      2020,
      // General Mills' wording of capital expenditure is the dictionary's item, read from that row.
      "Acme cash conversion [ratio] = (Cash from operating activities − Capital expenditure) / Net income",
    ],
    // After a colon, a name defined in passing is still read when the rest is no formula.
    [
      "Acme 2018: EBITDA (operating income plus depreciation and amortization expense) less capital expenditures — how much?",
      2018,
      "EBITDA [currency] = Operating income + Depreciation and amortization",
    ],
    // A computation told as steps.
    [
      "For Acme's fiscal year ended May 31, 2018, take cash provided by operations, subtract additions to property, plant and equipment, then subtract both the repurchase of common stock and dividends. What's left?",
      2018,
      "Result [currency] = Cash from operating activities − Capital expenditure − Repurchases of common stock − Dividends paid",
    ],
    ["Start with Acme's 2021 revenue, deduct cost of sales, then divide the result by revenue.", 2021, "Result [ratio] = (Revenue − Cost of revenue) / Revenue"],
    ["For Acme at May 28, 2023, take receivables and subtract inventories. What's left?", 2023, "Result [currency] = Accounts receivable − Inventories"],
    // A name set against what it is measured by, then its formula in parentheses. (Per share, it
    // is not the dictionary's dividends paid over net income: it goes by the question's name.)
    [
      "Acme paid $1.96 a share in dividends in fiscal 2020; as a payout ratio against diluted EPS (dividends per share / diluted earnings per share), what percent is that?",
      2020,
      "Payout ratio [ratio] = Dividends per share / Diluted earnings per share",
    ],
    // A nameless formula after a question that asks how something grew is a growth, in percent.
    ["How fast did Acme grow its inventories in 2022? Use (2022 inventories minus 2021 inventories) / 2021 inventories.", 2022, "Growth [percent] = (Inventories − prior-period Inventories) / prior-period Inventories"],
    // Steps, then a colon and the name of what they compute.
    ["Acme reports in thousands. Take its 2017 net cash provided by operating activities and divide by the diluted weighted average common shares outstanding for 2017: operating cash flow per diluted share, in dollars to two decimals?", 2017,
      "Result [ratio] = Cash from operating activities / Diluted weighted average common shares outstanding"],
  ])("reads formulas written with notes, colons and steps: %s", (question, year, expected) => {
    expect(asked(question, year)).toBe(expected);
  });
});

suite("metrics the question composes", () => {
  it.each([
    ["What is Acme's FY2021 D&A % margin?", "Depreciation and amortization as % of Revenue [percent] = Depreciation and amortization / Revenue"],
    ["What was 3M's FY2019 EBITDA less capex?", "EBITDA less capex [currency] = Operating income + Depreciation and amortization − Capital expenditure"],
    ["What is Nike's inventory as a % of total assets in FY2020?", "Inventories as % of Total assets [percent] = Inventories / Total assets"],
    ["What was Pfizer's R&D spending as a share of revenue in 2021?", "Research and development as % of Revenue [percent] = Research and development / Revenue"],
    ["What were accrued liabilities plus accounts payable in FY2021?", "Accrued liabilities plus accounts payable [currency] = Accrued liabilities + Accounts payable"],
    ["What share of Acme's revenues went to demand creation expense?", "Demand creation expense as a share of revenues [percent] = Demand creation expense / Revenue"],
    ["What was the change in long-term debt between 2019 and 2020?", "Change in long-term debt [currency] = change in Long-term debt"],
    ["Did net earnings as a percent of sales increase in Q2 of FY2023?", "Net profit margin [percent] = Net income, or else Net income attributable to shareholders / Revenue"],
  ])("reads %s", (question, expected) => {
    expect(composed(question)).toBe(expected);
  });

  it("reads 'net of' as part of a row's label, not a subtraction", () => {
    expect(composed("What was Acme's total revenue net of interest expense in 2022?")).toBeNull();
    expect(composed("Acme premises and equipment, net of accumulated depreciation and amortization, at year-end 2022?")).toBeNull();
    expect(composed("What was Acme's EBITDA less capex in 2021?")).toBe("EBITDA less capex [currency] = Operating income + Depreciation and amortization − Capital expenditure");
  });

  it("reads 'how many times did X cover Y' as X over Y, in times", () => {
    expect(composed("Globex 2020: how many times did operating income cover interest expense?")).toBe(
      "Times operating income covered interest expense [times] = Operating income / Interest expense",
    );
    expect(composed("How many times could Acme's EBITDA cover its interest expense in 2019?")).toBe(
      "Times EBITDA covered interest expense [times] = (Operating income + Depreciation and amortization) / Interest expense",
    );
  });

  it("reads 'divide A by B' asked outright as A over B, named before a colon or by the result asked", () => {
    expect(asked("For Globex's fiscal year ended May 31, 2015, divide Converse's earnings before interest and taxes by Converse revenues. What margin does that give, in percent?", 2015)).toBe(
      "Result in percent [percent] = EBIT / Converse revenues",
    );
    expect(asked("Acme FY2020 operating cash flow per diluted share: divide net cash provided by operating activities by the weighted-average number of common shares outstanding – diluted (from the EPS note).", 2020)).toBe(
      "Acme operating cash flow per diluted share [ratio] = Cash from operating activities / Weighted-average common shares outstanding diluted",
    );
    // The unit asked after the divisor is no part of it; a company and a period before a colon name no figure.
    expect(asked("Acme 2019: divide the transaction and loan losses by total net revenue, in percent.", 2019)).toBe(
      "Result in percent [percent] = Transaction and loan losses / Revenue",
    );
    expect(asked("Globex fiscal 2020: divide research and development expense by total revenues and give a percent.", 2020)).toMatch(/^Result in percent \[percent\] = /);
    // A division after a definition refers back to it: read with the definition, not alone.
    expect(asked("Take free cash flow as net cash provided by operating activities minus capital expenditures, and divide dividends paid by it.", 2020)).toMatch(/= Dividends paid \/ \(Cash from operating activities − Capital expenditure\)$/);
  });

  // A period in parentheses beside the name, a sign alternative inside an operand ("(loss)",
  // "(income)") and a statement row's long label are all read as the definition they belong to.
  it.each([
    ["Take Globex's EBIT for fiscal 2021 (year ended June 30, 2021) as income from continuing operations before income taxes and equity in income (loss) of affiliated companies plus interest expense, and divide it by interest expense.", 2021,
      "Result [ratio] = (Income from continuing operations before income taxes and equity in income of affiliated companies + Interest expense) / Interest expense"],
    ["Take Acme's fiscal 2020 (year ended May 31, 2020) EBIT as income before income taxes plus interest expense (income), net, and divide it by interest expense (income), net.", 2020,
      "Result [ratio] = (Income before income taxes + Interest expense) / Interest expense"],
    ["Acme fiscal 2021 (52 weeks ended January 29, 2022): take gross profit as revenue minus cost of sales, and divide it by revenue.", 2021,
      "Result [ratio] = (Revenue − Cost of revenue) / Revenue"],
  ])("reads a definition with its period in parentheses: %s", (question, year, formula) => {
    expect(asked(question, year)).toBe(formula);
  });

  // Outside an instruction to define, a period in parentheses still parts the words around it: a
  // judgment asked of a figure names no definition of the word before the period.
  it("leaves a period in parentheses in place when no definition is instructed", () => {
    const judged = "Did Acme's sales in fiscal 2022 (year ended May 31, 2022) exceed half of total revenue, measured as segment revenue over total revenue?";
    expect(findDefinitions(judged).some((d) => d.names.includes("sales"))).toBe(false);
  });

  // Where the operands are read, said after them ("both from the consolidated statement of
  // operations", "from the release's condensed consolidated statement of income"), names no row;
  // "X, taken as A / B" defines X as "X, computed as" does.
  it.each([
    ["Globex 2021, consolidated: compute a medical benefit ratio as benefit costs divided by premiums, both from the consolidated statement of operations. In percent.", 2021,
      "= Benefit costs / Premiums"],
    ["Acme Q1 2023: store margin, taken as (sales by company-operated stores - company-operated store expenses) / sales by company-operated stores, from the release's condensed consolidated statement of income.", 2023,
      "= (Sales by company-operated stores − Company-operated store expenses) / Sales by company-operated stores"],
    ["Acme fiscal 2016 R&D intensity: research and development over total revenue, each taken from the income statements.", 2016,
      "= Research and development / Revenue"],
  ])("reads operands without where they are read: %s", (question, year, formula) => {
    expect(asked(question, year)?.endsWith(` ${formula}`)).toBe(true);
  });

  // "(net of …)" after an operand names the row that prints it net ("Loans, net of allowance for
  // loan losses" beside "Loans"); a table without such a row falls back to the plain item.
  it.each([
    ["Acme 2020: take net cash provided by operating activities and subtract purchases of property and equipment (net of proceeds from sales and incentives).", 2020,
      "= Cash from operating activities − Purchases of property and equipment net of proceeds"],
    ["Globex at September 30, 2022: divide loans (net of allowance for loan losses) by deposits.", 2022, "= Loans net of allowance for loan losses / Deposits"],
  ])("reads an operand's 'net of' note as part of its row: %s", (question, year, formula) => {
    expect(asked(question, year)?.endsWith(` ${formula}`)).toBe(true);
  });

  // Who computes it is no part of the name; the basis the statements print names no other row
  // (not "Total net revenue - managed basis").
  it.each([
    ["Globex, third quarter of 2022: compute the overhead ratio yourself as total noninterest expense / total net revenue, reported basis.", 2022, "Overhead ratio [ratio] = Total noninterest expense / Revenue"],
    ["Acme 2022: calculate the expense ratio manually as total expenses / total revenues, on a GAAP basis.", 2022, "Expense ratio [ratio] = Total expenses / Revenue"],
  ])("reads a formula computed by hand on the reported basis: %s", (question, year, formula) => {
    expect(asked(question, year)).toBe(formula);
  });

  // A note in parentheses on where an operand is read or in what unit names no row.
  it.each([
    ["Acme 2021: rooms revenue (statement of operations table, amounts in thousands) divided by total revenues.", 2021, "= Rooms revenue / Revenue"],
    ["Acme 2020: D&A (from the cash flow statement) divided by revenue (income statement, in millions).", 2020, "= Depreciation and amortization / Revenue"],
    // (A note on what the row holds stays: "net of notes".)
    ["Acme 2020: receivables (net of notes) divided by total assets (balance sheet table).", 2020, "= Receivables net of notes / Total assets"],
  ])("reads an operand without its note on where it is read: %s", (question, year, formula) => {
    expect(asked(question, year)?.endsWith(` ${formula}`)).toBe(true);
  });

  // Two inputs named in the sentence after the question that asks a margin or a ratio, in order;
  // inputs that only say where to read are none.
  it("reads 'Use A and B …' after the question as the inputs of the ratio it asks", () => {
    expect(asked("What was Globex's business segment operating margin for the second quarter of 2023? Use total business segment operating profit and total net sales from the Q2 2023 earnings release; answer in percent.", 2023)?.endsWith(
      " = Total business segment operating profit / Revenue",
    )).toBe(true);
    expect(asked("What was Acme's casino revenue share in 2021? Use casino revenue and total revenues from the statement of operations.", 2021)?.endsWith(" = Casino revenue / Revenue")).toBe(true);
    expect(asked("What was Acme's capex intensity for fiscal 2022? Use the cash flow statement and the income statement.", 2022) ?? "").not.toMatch(/statement/i);
  });

  it("reads 'that outflow as a share of Y' as the row the question named in quotes over Y", () => {
    expect(composed("Globex's cash flow statement has an operating line called \"Additions to streaming content assets\". Express that outflow as a share of revenues, in percent.")).toMatch(
      /\[percent\] = Additions to streaming content assets \/ Revenue$/,
    );
  });

  it("reads 'is X covered by Y' as Y over X, in times", () => {
    expect(composed("Is Globex's interest burden comfortably covered by its operating profit in fiscal 2023?")).toBe(
      "Times operating profit covered interest burden [times] = Operating income / Interest expense",
    );
  });

  it("reads 'X covering Y' and 'does X cover Y' as X over Y, in times", () => {
    // What is covered is a charge: "interest" alone is interest expense.
    expect(composed("GIS FY23: operating profit comfortably covering interest?")).toBe("Times operating profit covered interest expense [times] = Operating income / Interest expense");
    expect(composed("MGM Resorts 2021: was interest comfortably covered by operating income?")).toBe("Times operating income covered interest expense [times] = Operating income / Interest expense");
    expect(composed("Does Globex's operating income cover its interest expense in 2020?")).toBe("Times operating income covered interest expense [times] = Operating income / Interest expense");
    expect(composed("In its 10-K covering fiscal 2019, what was Acme's revenue?")).toBeNull();
    expect(composed("In Acme's second-quarter 2022 10-Q, the comparative column covers the quarter ended June 27, 2021 — what does it show for other income?")).toBeNull();
  });

  it("reads 'year over year' as how periods compare, not a division", () => {
    expect(findDefinitions("Acme, second quarter of 2023: total revenue growth year over year, in percent.")).toEqual([]);
  });

  it("reads 'how many dollars of X per dollar of Y' as X over Y, a plain ratio", () => {
    expect(composed("Globex, full-year 2017: how many dollars of sales and marketing expense did it spend per dollar of total net revenue?")).toBe(
      "Sales and marketing expense per dollar of total net revenue [ratio] = Sales and marketing expense / Revenue",
    );
    expect(composed("How many cents of research and development expense did Acme spend for every dollar of revenue in fiscal 2021?")).toBe(
      "Research and development expense per dollar of revenue [ratio] = Research and development / Revenue",
    );
  });

  it("reads arithmetic after 'compute' with no name as what the sentence before asks", () => {
    expect(asked("What share of Globex's 2021 operating cash flow went to owners? Compute (dividends paid + repurchases of common stock) / net cash provided by operating activities.", 2021)).toMatch(
      /\[percent\] = \(Dividends paid \+ Repurchases of common stock\) \/ Cash from operating activities$/,
    );
  });

  it("reads 'compute X = …' after a lead-in clause", () => {
    expect(asked("For Initech at year-end 2020, compute net debt to equity = (long-term debt + short-term debt − cash and cash equivalents) / total equity.", 2020)).toBe(
      "Net debt to equity [ratio] = (Long-term debt + Short-term debt − Cash and cash equivalents) / Total shareholders' equity",
    );
  });

  it("leaves what a sentence asks before a clause that defines in passing", () => {
    const d = definedMetrics("Acme 2022: what was EBITDA less capex, taking EBITDA as operating income plus depreciation?", 2022);
    expect(d.spans[0]!.start).toBeGreaterThan("Acme 2022: what was EBITDA less capex".length);
  });

  it("leaves the period a formula is for out of its last operand", () => {
    expect(asked("Globex first-half free cash flow: net cash provided by operating activities less capital spending plus sales of property, plant and equipment (24 weeks ended June 17, 2023)?", 2023)).toMatch(
      /= Cash from operating activities − Capital expenditure \+ Sales of property, plant and equipment$/,
    );
  });

  it("reads arithmetic over periods only as no definition: the growth the sentence asks", () => {
    expect(findDefinitions("By how much did Acme's selling expenses change from 2019 to 2020, in percent? Compute (2020 − 2019) / 2019.")).toEqual([]);
    expect(findDefinitions("How fast did revenue grow? Use (FY23 - FY22) / FY22 × 100.")).toEqual([]);
  });

  it("reads a range of years with a dash as no dash before a formula, and a yearly mean as an averaged name", () => {
    const [d] = findDefinitions("Acme's average gross margin percentage over 2020–2022, i.e. the mean of each year's gross margin divided by net sales?");
    expect(d?.names).toEqual(["average gross margin percentage"]);
    expect(d?.formula).toBe("gross margin divided by net sales");
    // The ratio's name over its own denominator is its amount over it.
    expect(asked("Acme 2022: gross margin, i.e. gross margin divided by net sales?", 2022)).toBe("Gross margin [percent] = Gross profit, or else Revenue − Cost of revenue / Revenue");
  });

  it("reads a clause that restates the name it defines ('ROE being …')", () => {
    const [d] = findDefinitions("Average ROE over 2019–2021 for Acme — ROE being net income over total shareholders' equity");
    expect(d?.names).toEqual(["ROE"]);
    expect(d?.formula).toBe("net income over total shareholders' equity");
  });

  it("reads 'take A and express it as a share of B' as steps giving a percentage", () => {
    expect(asked("Take Globex Asia's Adjusted EBITDA and express it as a share of Globex Asia's net revenues — what margin did that segment earn in 2017?", 2017)).toBe(
      "Result in percent [percent] = Adjusted ebitda / Revenue",
    );
  });

  it("takes a difference told in words whole before expressing it as a share", () => {
    expect(asked("Take deferral of unearned revenue less recognition of unearned revenue (both from the cash flows statement) and express the difference as a % of net cash from operations.", 2017)).toBe(
      "Result in percent [percent] = (Deferral of unearned revenue − Recognition of unearned revenue) / Cash from operating activities",
    );
  });

  it("reads operands that name their period's span as the rows themselves", () => {
    expect(asked("LMT, first six months of 2023: free cash flow per diluted share, i.e. year-to-date free cash flow divided by the weighted average diluted shares for the six months.", 2023)).toBe(
      "Free cash flow per diluted share [ratio] = (Cash from operating activities − Capital expenditure) / Diluted weighted-average shares",
    );
  });

  it("does not average a weighted-average share count over two periods", () => {
    expect(asked("Acme, nine months ended September 30, 2022: net income divided by average diluted shares.", 2022)).toBe(
      "Net income divided by average diluted shares [ratio] = Net income / Diluted weighted-average shares",
    );
  });

  it("keeps a comma inside an operand and leaves a note on how averages are taken out of the formula", () => {
    const found = findDefinitions("Acme fiscal 2020: CCC = DIO + DSO − DPO, where DIO = average inventories / cost of sales × 365, DSO = average receivables, net / total revenues × 365 and DPO = average accounts payable / cost of sales × 365, averaging the January 31, 2019 and 2020 balances.");
    expect(found.map((d) => [d.names[0], d.formula])).toEqual([
      ["CCC", "DIO + DSO − DPO"],
      ["DIO", "average inventories / cost of sales × 365"],
      ["DSO", "average receivables, net / total revenues × 365"],
      ["DPO", "average accounts payable / cost of sales × 365"],
    ]);
  });

  it("reads 'what fraction of X did Y consume' as Y over X", () => {
    expect(composed("Acme FY2022 — what fraction of net sales did selling, general, and administrative expenses consume?")).toBe(
      "Selling, general and administrative expenses as % of Revenue [percent] = Selling, general and administrative expenses / Revenue",
    );
  });

  it("starts no term at a verb or comparative before it", () => {
    expect(composed("Which segment spent more on research and development relative to its revenue?")).toBe(
      "Research and development as % of Revenue [percent] = Research and development / Revenue",
    );
  });

  it("reads a formula in parentheses after a name and the period it is asked for", () => {
    const [d] = findDefinitions("Which segment had the highest EBIT margin in fiscal 2019 (EBIT divided by revenues)?");
    expect([d?.names, d?.formula]).toEqual([["EBIT margin"], "EBIT divided by revenues"]);
  });

  it("reads the whole of 'what share of X went to Y' as its clause when that names a row", () => {
    expect(composed("What share of Acme's pretax income from continuing operations went to income taxes?")).toBe(
      "Income taxes as a share of pretax income from continuing operations [percent] = Income tax expense / Pretax income from continuing operations",
    );
  });

  it("reads a row the formula names shortly by the longer wording the question writes", () => {
    expect(asked("How fast did Acme grow customer deposits in 2022? Use (Dec 31, 2022 deposits minus Dec 31, 2021 deposits) / 2021 deposits.", 2022)).toBe(
      "Growth [percent] = (Customer deposits − prior-period Customer deposits) / prior-period Customer deposits",
    );
  });

  it("composes nothing from a question without a connector", () => {
    expect(composed("What was Boeing's total revenue in FY2022?")).toBeNull();
    expect(composed("Who are Boeing's primary customers?")).toBeNull();
  });

  it("reads \"as\" only as a word, and a share asked with \"as a percentage of\" as no definition", () => {
    // "computed on year-end total assets": the "as" of "assets" defines nothing.
    expect(findDefinitions("What was 3M's fiscal 2021 return on assets, computed on year-end total assets?")).toEqual([]);
    expect(findDefinitions("Calculate Boeing's net income as a percentage of revenue for fiscal 2019.")).toEqual([]);
    expect(findDefinitions("Compute Nike's selling expense as a share of revenues in fiscal 2020.")).toEqual([]);
    // A definition is still one.
    expect(findDefinitions("Calculate working capital as current assets minus current liabilities.").map((d) => d.names[0])).toEqual(["working capital"]);
  });

  it("leaves a note on how each term's balances are taken out of a formula in brackets", () => {
    const question = "What was Best Buy's cash conversion cycle in fiscal 2019 (DIO + DSO − DPO, each on average balances)?";
    expect(findDefinitions(question).map((d) => d.formula)).toEqual(["DIO + DSO − DPO"]);
  });
});

suite("arithmetic asked after whose it is", () => {
  it.each([
    ["American Water Works, compute (2020 total operating revenues − 2019 total operating revenues) / 2019 total operating revenues. Express in percent.", 2020],
    ["Verizon, calculate (2021 revenues - 2020 revenues) / 2020 revenues.", 2021],
    ["For 3M, compute (2021 net sales minus 2020 net sales) / 2020 net sales and give it as a percentage.", 2021],
  ])("reads the whole formula of %s", (question, year) => {
    expect(asked(question, year)).toBe("Result [ratio] = (Revenue − prior-period Revenue) / prior-period Revenue");
  });

  it("reads arithmetic after a colon the same way", () => {
    expect(asked("Walmart fiscal 2021: compute (inventories + receivables) / total assets.", 2021)).toBe("Result [ratio] = (Inventories + Accounts receivable) / Total assets");
  });
});

suite("a division whose operand is followed by where to read it", () => {
  it.each([
    ["Divide the 'Foreign' line by income before income taxes in the domestic/foreign split of the income taxes note.", "Foreign / Income before income taxes"],
    ["Divide the International line by net operating revenues in the geographic data table of the operating segments note.", "International / Revenue"],
    ["Divide the United States line by total net revenue from the revenue by geographic area table in the notes.", "United states / Revenue"],
  ])("reads %s", (question, formula) => {
    expect(asked(question, 2020)).toMatch(new RegExp(`= ${formula.replace(/[/()]/g, "\\$&")}$`));
  });
});

suite("a bracket saying how a balance is taken", () => {
  it.each([
    "What is 3M's FY2021 days sales outstanding? Base it on accounts receivable, net from the balance sheet (averaged over the 2020 and 2021 year-ends) and net sales from the income statement.",
    "Corning's 2022 inventory turnover: take cost of sales from the income statement over inventories from the balance sheet (averaged over the 2021 and 2022 year-ends).",
  ])("defines no formula in %s", (question) => {
    expect(asked(question, 2021)).toBeFalsy();
  });
});

suite("an instruction to divide rows no dictionary names", () => {
  it.each([
    [
      "What fraction of the gross carrying amount had already been amortized? Take total accumulated amortization over total gross carrying amount (intangibles table in the goodwill note).",
      "Total accumulated amortization over total gross carrying amount [ratio] = Total accumulated amortization / Total gross carrying amount",
    ],
    [
      "Amazon 2020: what part of sales came from subscriptions? Take subscription services over consolidated net sales (net sales by groups of similar products).",
      "Subscription services over consolidated net sales [ratio] = Subscription services / Revenue",
    ],
  ])("composes %s", (question, reading) => {
    expect(composed(question)).toBe(reading);
  });

  it("leaves a common 'over' between unknown words unread", () => {
    expect(composed("How did store traffic hold up over the holiday season?")).toBeNull();
  });
});
