import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { toCsv, toXlsx, type ExportTable } from "./export-table";

const table: ExportTable = {
  title: "Acme financial statements",
  labelHeaders: ["Line item", "As the filings label it"],
  columns: ["FY2019", "FY2018"],
  notes: ["Amounts in $ millions."],
  rows: [
    { label: "Income statement", detail: "", cells: [], heading: true },
    {
      label: "Revenue", detail: "Net sales, total",
      cells: [
        { value: 10_000, source: { text: "Acme 10-K 2019, page 50", link: "https://x.example/documents/a#page-50" } },
        { value: null, source: null },
      ],
    },
    { label: "=HYPERLINK(\"evil\")", detail: "-2+3", cells: [{ value: -5, source: { text: "Note, with \"quotes\"", link: null } }, { value: null, source: null }] },
  ],
};

describe("exports", () => {
  it("writes CSV with a source column after each value column, quoting as RFC 4180 and defusing formulas", () => {
    expect(toCsv(table).split("\r\n")).toEqual([
      "Line item,As the filings label it,FY2019,FY2019 source,FY2018,FY2018 source",
      "Income statement,",
      'Revenue,"Net sales, total",10000,"Acme 10-K 2019, page 50 https://x.example/documents/a#page-50",,',
      "\"'=HYPERLINK(\"\"evil\"\")\",'-2+3,-5,\"Note, with \"\"quotes\"\"\",,",
      "",
    ]);
  });

  it("writes XLSX whose values are numbers with their sources as cell notes", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(table)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(4);
    expect(header.getCell(3).value).toBe("FY2019");
    const revenue = sheet.getRow(6);
    expect(revenue.getCell(1).value).toBe("Revenue");
    expect(revenue.getCell(3).value).toBe(10_000);
    expect(revenue.getCell(3).note).toBe("Acme 10-K 2019, page 50\nhttps://x.example/documents/a#page-50");
    expect(revenue.getCell(4).value).toBeNull();
  });
});
