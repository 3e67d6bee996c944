// Operands an analyst tells in words of their own rather than a statement's: a clause ("what it
// paid out in dividends", "the interest it actually paid"), a flow named by its object ("additions
// to content assets"), a list-like label ("research, development and related expenses"), and the
// connectors that divide ("relative to", "as a multiple of", a comma closing a difference).
import { expect, it } from "vitest";
import { asked, composed } from "./formula-readings.fixture";

it.each([
  ["Globex 2021: take what it paid out in dividends over net income.", "Take what it paid out in dividends over net income [ratio] = Dividends paid / Net income"],
  ["Initech FY2022: divide the interest it actually paid by operating income.", "Result [ratio] = Interest paid / Operating income"],
  ["Hooli 2019: product development plus sales and marketing, relative to total revenues?", "Product development plus sales and marketing, relative to total revenues [ratio] = (Research and development + Sales and marketing) / Revenue"],
  ["Hooli 2019: take what it paid to acquire property, plant and equipment over depreciation and amortization.", "Take what it paid to acquire property, plant and equipment over depreciation and amortization [ratio] = Payments to acquire property, plant and equipment / Depreciation and amortization"],
])("reads the formula of %j", (question, reading) => {
  expect(asked(question, 2020)).toBe(reading);
});

it.each([
  ["Acme 2020: what it spent buying back shares, relative to net income?", "Repurchases of common stock as % of Net income [percent] = Repurchases of common stock / Net income"],
  ["Acme FY2021: purchases of property and equipment as a multiple of depreciation and amortization?", "purchases of property and equipment as a multiple of depreciation and amortization [ratio] = Capital expenditure / Depreciation and amortization"],
  ["What share of Globex's 2022 operating cash flow was eaten up by capital expenditures?", "Capital expenditure as % of Cash from operating activities [percent] = Capital expenditure / Cash from operating activities"],
  ["What fraction of Initech's 2021 revenues did it pour into research, development and related expenses?", "Research and development as % of Revenue [percent] = Research and development / Revenue"],
  ["Acme 2020: additions to content assets relative to revenues?", "Additions to content assets relative to revenues [percent] = Additions to content assets / Revenue"],
  ["Globex 2021: give service revenues less cost of services, as a percent of service revenues.", "Service revenues less cost of services as a percent of service revenues [percent] = (Service revenues − Cost of services) / Service revenues"],
  ["What is Acme's change in inventory between FY2020 and FY2021 as a percentage of FY2021 cost of sales?", "Inventory change as a share of cost of sales [percent] = change in Inventories / Cost of revenue"],
  ["Acme 2020: additions to content assets as a multiple of amortization of content assets?", "additions to content assets as a multiple of amortization of content assets [ratio] = Additions to content assets / Amortization of content assets"],
  ["How much of Hooli's 2020 gross profit did it plough back into product development?", "Product development as a share of 2020 gross profit [percent] = Research and development / Gross profit, or else Revenue − Cost of revenue"],
  ["Amazon 2019: marketing and general and administrative together made up what share of total net sales?", "Marketing and general and administrative as a share of total net sales [percent] = (Marketing + Selling, general and administrative expenses) / Revenue"],
  ["For Acme in 2021, research and development and sales and marketing combined took up what percentage of revenue?", "Research and development and sales and marketing as a share of revenue [percent] = (Research and development + Sales and marketing) / Revenue"],
  ["Activision FY2020: what was operating income before restructuring and related costs, as a percent of total net revenues?", "Operating income before restructuring and related costs as a percent of total net revenues [percent] = (Operating income + Restructuring and related costs) / Revenue"],
  // (A wording known whole is its own row: no charge added back.)
  ["Acme 2021: income before income taxes, as a percentage of revenue?", "Income before income taxes as % of Revenue [percent] = Income before income taxes / Revenue"],
])("composes %j", (question, reading) => {
  expect(composed(question, 2020)).toBe(reading);
});

it("reads no word of the filing an operand is read from", () => {
  expect(composed("What was research and development expense as a % of total revenue from the consolidated statements of income in the FY2022 10-K?")).toBe(
    "Research and development as % of Revenue [percent] = Research and development / Revenue",
  );
});

it("reads a label that says what exceeds what as one row, no quotient", () => {
  expect(asked("Take FIFO-basis inventory as total inventories plus the excess of FIFO over LIFO cost. What was FIFO-basis inventory?", 2021)).toBe(
    "FIFO-basis inventory [currency] = Inventories + LIFO reserve",
  );
});
