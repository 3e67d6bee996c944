import { describe, expect, it } from "vitest";
import type { KindedPage } from "../catalog/page-queries";
import { statementsOf } from "./statement-pages";

const page = (pageNumber: number, kind: KindedPage["kind"], content: string): KindedPage => ({ documentId: "d", pageNumber, kind, content });
// A bank's segment tables, each titled as income statement data, ahead of its income statement.
const segment = (n: number) => page(n, "financial-table", `## TABLE ${n}: SEGMENT SELECTED INCOME STATEMENT DATA\n\n| | 2022 | 2021 |\n| --- | ---: | ---: |\n| Total expenses | 1 | 2 |`);

describe("statementsOf", () => {
  it("keeps the page classified as the statement before tables only titled so", () => {
    const statement = page(96, "income-statement", "## CONSOLIDATED STATEMENTS OF INCOME\n\n| | 2022 | 2021 |\n| --- | ---: | ---: |\n| Total expenses | 41,095 | 33,110 |");
    const read = statementsOf([segment(44), segment(47), segment(54), segment(57), segment(60), statement]);
    expect(read.map((p) => p.pageNumber)).toContain(96);
    expect(read.filter((p) => p.kind === "income-statement")).toHaveLength(4);
    // (In page order, as the filing prints them.)
    expect(read.map((p) => p.pageNumber)).toEqual([...read.map((p) => p.pageNumber)].sort((a, b) => a - b));
  });
});
