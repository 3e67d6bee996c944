import { describe, expect, it } from "vitest";
import { asksRowByLabel, namedRowFirst, rowPassageLabel, tableCaption } from "./named-row";

describe("a row the question names by its label", () => {
  it("reads a table row's passage label", () => {
    expect(rowPassageLabel("Severance charges: (68) (three months ended June 30, 2023)")).toBe("Severance charges");
    expect(rowPassageLabel("Amount does not include research, development and engineering expense related to severance charges.")).toBeNull();
  });

  it("asks the label only right after the question word, and of two words or more", () => {
    expect(asksRowByLabel("What severance charges sit in the unallocated amounts?", "Severance charges")).toBe(true);
    expect(asksRowByLabel("MGM: what was the average daily rate (ADR) in 2019?", "Average Daily Rate (ADR)")).toBe(true);
    expect(asksRowByLabel("Why did severance charges rise?", "Severance charges")).toBe(false);
    expect(asksRowByLabel("What revenue did it report?", "Revenue")).toBe(false);
    expect(asksRowByLabel("What drove the change in net income?", "Net income")).toBe(false);
  });

  it("leads with the named row giving the period's length asked, within reach of the lead", () => {
    const note = { c: { quote: "Amount does not include research, development and engineering expense related to severance charges." }, score: 7 };
    const sixMonths = { c: { quote: "Severance charges: 73 (six months ended June 30, 2023)" }, score: 5 };
    const quarter = { c: { quote: "Severance charges: (68) (three months ended June 30, 2023), (73) (six months ended June 30, 2023)" }, score: 3.9 };
    const q = "What severance charges sit in the unallocated amounts for the three months ended June 30, 2023?";
    expect(namedRowFirst(q, [note, sixMonths, quarter])[0]).toBe(quarter);
    expect(namedRowFirst("What severance charges did it record in the six months?", [note, sixMonths, quarter])[0]).toBe(sixMonths);
    expect(namedRowFirst(q, [{ ...note, score: 20 }, sixMonths, quarter])[0]!.score).toBe(20);
  });
});

describe("a table's caption", () => {
  it("is the last line of prose above the table", () => {
    const context = "Las Vegas Strip Resorts rooms revenue increased 5% in 2019.\n\nThe following table shows key hotel statistics for our Las Vegas Strip Resorts:\n";
    expect(tableCaption({ context })).toBe("The following table shows key hotel statistics for our Las Vegas Strip Resorts:");
    expect(tableCaption({ context: "| Table Games Drop | 3,526 |\nSlots:" })).toBe("Slots:");
    expect(tableCaption({ context: "" })).toBe("");
  });
});
