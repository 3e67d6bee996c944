// Layout rules on hand-placed text runs: each case is a page fragment as filings print it.
import { describe, expect, it } from "vitest";
import { findRow, parseMarkdownTables } from "./markdown-tables";
import { pageMarkdown } from "./page-markdown";
import type { TextRun } from "./text-runs";

/** A run of text at (x, baseline y), about half an em per character. */
function run(text: string, x: number, y: number, size = 8, font = "body"): TextRun {
  return { text, x0: x, x1: x + text.length * size * 0.5, y, size, font };
}

/** A run right-aligned at x1, as amounts are. */
function amount(text: string, x1: number, y: number, size = 8): TextRun {
  return { text, x0: x1 - text.length * size * 0.5, x1, y, size, font: "body" };
}

function onlyTable(markdown: string) {
  const tables = parseMarkdownTables(markdown);
  expect(tables).toHaveLength(1);
  return tables[0]!;
}

describe("statement tables", () => {
  it("keeps a row's label and one cell per period, with $ signs, negatives and dashes", () => {
    const runs = [
      run("Year Ended December 31,", 400, 90),
      amount("2018", 440, 100),
      amount("2017", 520, 100),
      run("Net sales", 20, 112),
      run("$", 400, 112),
      amount("5,363", 440, 112),
      run("$", 480, 112),
      amount("4,869", 520, 112),
      run("Interest expense", 20, 124),
      amount("(1,577)", 443, 124),
      amount("—", 520, 124),
      run("Gross margin", 20, 136),
      amount("33.9", 432, 136),
      run("%", 434, 136),
      amount("31.2 %", 520, 136),
    ];
    const table = onlyTable(pageMarkdown([runs]));
    expect(table.header).toEqual(["", "Year Ended December 31, 2018", "Year Ended December 31, 2017"]);
    expect(findRow(table, "Net sales")).toEqual(["Net sales", "5,363", "4,869"]);
    expect(findRow(table, "Interest expense")).toEqual(["Interest expense", "(1,577)", "—"]);
    expect(findRow(table, "Gross margin")).toEqual(["Gross margin", "33.9%", "31.2%"]);
  });

  it("joins a label wrapped onto a second line back into its row", () => {
    const runs = [
      amount("2019", 440, 100),
      amount("2018", 520, 100),
      run("Cash at beginning of year", 20, 112),
      amount("7,756", 440, 112),
      amount("7,014", 520, 112),
      run("Net increase in cash, cash equivalents and", 20, 124),
      run("restricted cash", 30, 134),
      amount("1,759", 440, 134),
      amount("742", 520, 134),
      run("Total liabilities and shareholders'", 20, 146),
      amount("12,901", 440, 146),
      amount("13,049", 520, 146),
      run("equity", 30, 156),
    ];
    const table = onlyTable(pageMarkdown([runs]));
    expect(table.header).toEqual(["", "2019", "2018"]);
    expect(table.rows).toEqual([
      ["Cash at beginning of year", "7,756", "7,014"],
      ["Net increase in cash, cash equivalents and restricted cash", "1,759", "742"],
      ["Total liabilities and shareholders' equity", "12,901", "13,049"],
    ]);
  });

  it("keeps section labels as rows and text above and below the table as paragraphs", () => {
    const runs = [
      run("The following table shows our assets.", 20, 60),
      amount("2019", 440, 80),
      amount("2018", 520, 80),
      run("Current assets:", 20, 92),
      run("Inventories", 30, 104),
      amount("5,409", 440, 104),
      amount("5,209", 520, 104),
      run("Receivables", 30, 116),
      amount("1,015", 440, 116),
      amount("1,049", 520, 116),
      run("See accompanying notes.", 20, 140),
    ];
    const markdown = pageMarkdown([runs]);
    const table = onlyTable(markdown);
    expect(table.rows[0]).toEqual(["Current assets:", "", ""]);
    expect(findRow(table, "Inventories")).toEqual(["Inventories", "5,409", "5,209"]);
    expect(markdown.startsWith("The following table shows our assets.\n\n|")).toBe(true);
    expect(markdown.endsWith("|\n\nSee accompanying notes.")).toBe(true);
  });

  it("spreads a header over the columns it is centred on and stacks header lines", () => {
    // "2022" spans Net sales and % of total; "Operating" sits over "income".
    const runs = [
      run("2022", 288, 80),
      run("2021", 448, 80),
      run("Operating", 324, 90),
      run("Operating", 484, 90),
      run("(Dollars in millions)", 20, 100),
      run("Net sales", 220, 100),
      run("% of total", 272, 100),
      run("income", 330, 100),
      run("Net sales", 380, 100),
      run("% of total", 432, 100),
      run("income", 490, 100),
      run("Safety", 20, 112),
      amount("11,604", 256, 112),
      amount("33.9%", 312, 112),
      amount("1,199", 360, 112),
      amount("11,981", 416, 112),
      amount("33.9%", 472, 112),
      amount("2,466", 520, 112),
      run("Consumer", 20, 124),
      amount("5,298", 256, 124),
      amount("15.5", 312, 124),
      amount("994", 360, 124),
      amount("5,513", 416, 124),
      amount("15.6", 472, 124),
      amount("1,162", 520, 124),
    ];
    const table = onlyTable(pageMarkdown([runs]));
    expect(table.header).toEqual([
      "(Dollars in millions)",
      "2022 Net sales",
      "2022 % of total",
      "2022 Operating income",
      "2021 Net sales",
      "2021 % of total",
      "2021 Operating income",
    ]);
    expect(findRow(table, "Consumer")).toEqual(["Consumer", "5,298", "15.5", "994", "5,513", "15.6", "1,162"]);
  });

  it("keeps a footnote marker wrapped under a label out of the amount columns", () => {
    const runs = [
      amount("2018", 440, 80),
      amount("2017", 520, 80),
      run("Revenues from other segments (1)", 20, 92),
      amount("480", 440, 92),
      amount("410", 520, 92),
      run("Net effect of deferral of net revenues and related costs", 20, 104),
      run("(2)", 20, 114),
      amount("100", 440, 114),
      amount("(71)", 523, 114),
    ];
    const table = onlyTable(pageMarkdown([runs]));
    expect(table.header).toHaveLength(3);
    expect(table.rows[1]).toEqual(["Net effect of deferral of net revenues and related costs (2)", "100", "(71)"]);
  });

  it("gives words between amount columns a column of their own", () => {
    const runs = [
      run("Issue Date", 20, 80),
      run("Amount", 150, 80),
      run("Maturity Date", 220, 80),
      run("Rate", 330, 80),
      run("April 23, 2019", 20, 92),
      amount("1,500", 180, 92),
      run("July 8, 2024", 220, 92),
      amount("2.850%", 350, 92),
      run("September 24, 2019", 20, 104),
      amount("500", 180, 104),
      run("September 24, 2049", 220, 104),
      amount("2.375%", 350, 104),
    ];
    const table = onlyTable(pageMarkdown([runs]));
    expect(table.header).toEqual(["Issue Date", "Amount", "Maturity Date", "Rate"]);
    expect(table.rows[1]).toEqual(["September 24, 2019", "500", "September 24, 2049", "2.375%"]);
  });

  it("splits two tables printed side by side", () => {
    const runs = [
      run("Alabama", 20, 92),
      amount("11", 150, 92),
      run("Nebraska", 300, 92),
      amount("5", 430, 92),
      run("Alaska", 20, 104),
      amount("2", 150, 104),
      run("Nevada", 300, 104),
      amount("9", 430, 104),
    ];
    const tables = parseMarkdownTables(pageMarkdown([runs]));
    expect(tables.map((t) => t.rows)).toEqual([
      [
        ["Alabama", "11"],
        ["Alaska", "2"],
      ],
      [
        ["Nebraska", "5"],
        ["Nevada", "9"],
      ],
    ]);
  });

  it("puts a units caption over the amounts with the label column's caption", () => {
    const runs = [
      run("(In thousands)", 462, 80),
      amount("2023", 440, 90),
      amount("2022", 520, 90),
      run("Revenues", 20, 102),
      amount("1,951", 440, 102),
      amount("1,357", 520, 102),
      run("Expenses", 20, 114),
      amount("1,025", 440, 114),
      amount("622", 520, 114),
    ];
    expect(onlyTable(pageMarkdown([runs])).header).toEqual(["(In thousands)", "2023", "2022"]);
  });

  it("takes years at the left of a maturity schedule as its labels, footnote marks with them", () => {
    const runs = [
      run("($ in millions)", 20, 80),
      run("2023", 20, 92),
      amount("317", 440, 92),
      run("2024", 20, 104),
      run("(1)", 200, 104),
      amount("1,755", 440, 104),
      run("2025", 20, 116),
      amount("600", 440, 116),
    ];
    const table = onlyTable(pageMarkdown([runs]));
    expect(table.rows).toEqual([
      ["2023", "317"],
      ["2024 (1)", "1,755"],
      ["2025", "600"],
    ]);
  });

  it("ends a table at a page number printed under it", () => {
    const runs = [
      amount("2019", 440, 80),
      amount("2018", 520, 80),
      run("Goodwill", 20, 92),
      amount("915", 440, 92),
      amount("425", 520, 92),
      run("Other assets", 20, 104),
      amount("606", 440, 104),
      amount("374", 520, 104),
      run("50", 290, 120),
    ];
    const markdown = pageMarkdown([runs]);
    expect(onlyTable(markdown).header).toEqual(["", "2019", "2018"]);
    expect(markdown.endsWith("\n\n50")).toBe(true);
  });
});

describe("text", () => {
  it("joins lines into paragraphs, undoing hyphenation but keeping compounds", () => {
    const runs = [
      run("Our long-", 20, 100, 10),
      run("term debt rose as manage-", 20, 112, 10),
      run("ment expected.", 20, 124, 10),
      run("A new paragraph starts here.", 20, 148, 10),
    ];
    expect(pageMarkdown([runs])).toBe("Our long-term debt rose as management expected.\n\nA new paragraph starts here.");
  });

  it("keeps a line-end hyphen unless the document uses the word whole", () => {
    const runs = [run("The fifth-", 20, 100, 10), run("generation jets need manage-", 20, 112, 10), run("ment.", 20, 124, 10)];
    const context = { body: null, words: new Set(["management", "generation", "fifth"]) };
    expect(pageMarkdown([runs], context)).toBe("The fifth-generation jets need management.");
  });

  it("makes headings of larger and capitalised stand-alone lines, and list items of bullets", () => {
    const runs = [
      run("Annual Report", 20, 60, 16),
      run("ITEM 7. MANAGEMENT'S DISCUSSION AND ANALYSIS", 20, 90, 10),
      run("Our results improved in every segment this year.", 20, 114, 10),
      run("•", 20, 130, 10),
      run("Sales grew.", 30, 130, 10),
      run("•", 20, 142, 10),
      run("Costs fell.", 30, 142, 10),
    ];
    expect(pageMarkdown([runs])).toBe(
      [
        "## Annual Report",
        "## ITEM 7. MANAGEMENT'S DISCUSSION AND ANALYSIS",
        "Our results improved in every segment this year.",
        "- Sales grew.",
        "- Costs fell.",
      ].join("\n\n"),
    );
  });

  it("lays out words set in columns (a cover page) as a table, captions joined", () => {
    const runs = [
      run("Delaware", 110, 100),
      run("001-33764", 280, 100),
      run("38-4022268", 440, 100),
      run("(State or Other Jurisdiction", 90, 110, 7),
      run("(Commission", 280, 110, 7),
      run("(IRS Employer", 440, 110, 7),
      run("of Incorporation)", 100, 118, 7),
      run("File Number)", 280, 118, 7),
      run("Identification No.)", 436, 118, 7),
    ];
    expect(pageMarkdown([runs])).toBe(
      [
        "| Delaware | 001-33764 | 38-4022268 |",
        "| --- | --- | --- |",
        "| (State or Other Jurisdiction of Incorporation) | (Commission File Number) | (IRS Employer Identification No.) |",
      ].join("\n"),
    );
  });

  it("drops words whose glyphs have no characters", () => {
    const runs = [run("Name of Institution:", 20, 100), run("S\ufffd\ufffd\ufffd P\ufffd\ufffd Bank", 20, 112)];
    expect(pageMarkdown([runs])).toBe("Name of Institution: Bank");
  });
});
