// Comps over the real statements of Netflix's 10-Ks: stated figures, metrics computed by the
// expression engine from them with every input cited, and missing inputs explained.
import { beforeAll, describe, expect, it } from "vitest";
import { compareSchema, financialsSchema } from "../openapi/research-operations";
import { compsKey } from "./comps-keys";
import { compsTable, priorPeriod, type CompsTable } from "./comps-table";
import { compsExport } from "./export-shapes";
import { toCsv } from "./export-table";
import { netflix2017, netflix2018 } from "./real-filings.fixture";
import { standardStatements, type StandardStatements } from "./standard-statements";

describe("comps", () => {
  let netflix: StandardStatements;
  let table: CompsTable;

  beforeAll(async () => {
    netflix = standardStatements([await netflix2017(), await netflix2018()]);
    table = compsTable({
      companies: [netflix],
      metrics: ["revenue", "grossMargin", "revenueGrowth", "inventoryTurnover", "no-such-metric"],
      periods: ["FY2018", "FY2014"],
    });
  }, 120_000);

  it("answers in the shapes the OpenAPI document describes", () => {
    expect(() => compareSchema.shape.table.parse(table)).not.toThrow();
    expect(() => financialsSchema.omit({ company: true, chart: true }).parse(netflix)).not.toThrow();
  });

  it("names periods a year back", () => {
    expect(priorPeriod("FY2018")).toBe("FY2017");
    expect(priorPeriod("FY2023 Q2")).toBe("FY2022 Q2");
    expect(priorPeriod("2018")).toBeNull();
  });

  it("shows stated figures and computes metrics from them, each input cited", () => {
    expect(table.metrics.map((m) => m.id)).toEqual(["revenue", "grossMargin", "revenueGrowth", "inventoryTurnover"]);
    expect(table.cells[compsKey("revenue", 0, "FY2018")]!.value).toBe(15_794_341_000);
    // Page 42 of the 2018 10-K: revenues 15,794,341, cost of revenues 9,967,538.
    const margin = table.cells[compsKey("grossMargin", 0, "FY2018")]!;
    expect(margin.value).toBeCloseTo(((15_794_341 - 9_967_538) / 15_794_341) * 100, 6);
    expect(margin.inputs.filter((i) => i.reading).map((i) => [i.item, i.reading!.pageNumber])).toEqual([["revenue", 42], ["costOfRevenue", 42]]);
    expect(table.metrics.find((m) => m.id === "grossMargin")!.formula).toMatch(/Revenue/);
    // Growth reads the year before: 11,692,713 in 2017.
    expect(table.cells[compsKey("revenueGrowth", 0, "FY2018")]!.value).toBeCloseTo((15_794_341 / 11_692_713 - 1) * 100, 6);
  });

  it("says which filing lacks a missing input, or that no filing states the period", () => {
    const turnover = table.cells[compsKey("inventoryTurnover", 0, "FY2018")]!;
    expect(turnover.value).toBeNull();
    expect(turnover.missing).toContain("Netflix 10-K 2018 states no Inventories for FY2018.");
    expect(table.cells[compsKey("revenue", 0, "FY2014")]!.missing).toEqual(["No filing in the catalog states FY2014."]);
  });

  it("exports each value with its source, and each gap with its reason", () => {
    const csv = toCsv(compsExport([{ name: "Netflix" }], table, "https://footnote.example"));
    const [header, revenue] = csv.split("\r\n");
    expect(header).toBe("Metric,Unit and formula,Netflix FY2018,Netflix FY2018 source,Netflix FY2014,Netflix FY2014 source");
    expect(revenue).toMatch(/^Revenue,amount,15794341000,"Netflix 10-K 2018, page 42: ""Revenues"" under ""Year ended December 31, 2018"" https:\/\/footnote\.example\/documents\/182eb08c-[^ ]+#page-42",,Missing: No filing in the catalog states FY2014\.$/);
  });
});
