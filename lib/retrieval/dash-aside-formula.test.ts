// A formula set between two dashes defines the figure named just before it, and the question
// around the aside still asks what it asks: "free cash flow — A less B — as a share of C".
import { expect, it } from "vitest";
import { describe } from "../finance";
import { readQuestion } from "./read-question";

const reading = (question: string) => {
  const metric = readQuestion(question).metric;
  return metric && "expr" in metric ? `${metric.name} = ${describe(metric.expr)}` : null;
};

it.each([
  ["Globex 2021: what was free cash flow — operating cash flow less capital expenditures — as a share of net income?", "Free cash flow as a share of net income = (Cash from operating activities − Capital expenditure) / Net income"],
  ["Initech FY2022: what was gross profit — revenue minus cost of sales — relative to total assets?", "Gross profit relative to total assets = (Revenue − Cost of revenue) / Total assets"],
  ["Acme’s EBITDA – operating income plus depreciation – as a multiple of interest expense in 2021?", "EBITDA as a multiple of interest expense = (Operating income + Depreciation and amortization) / Interest expense"],
])("reads %j", (question, expected) => {
  expect(reading(question)).toBe(expected);
});

it("reads no formula from dashes around words without arithmetic", () => {
  expect(reading("What was Acme's revenue in 2021 — the year of the merger — in total?")).toBeNull();
});
