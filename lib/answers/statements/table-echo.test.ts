import { describe, expect, it } from "vitest";
import { echoCounts, echoWords, lastSentence } from "./table-echo";

describe("the question's words a table's lead-in echoes", () => {
  it("reads the content words, without the company or the frame of the question", () => {
    const words = echoWords("Walmart fiscal 2020, allocation of U.S. capital expenditures: which category fell the most?", "Walmart Inc.");
    expect(words).toContain("allocation");
    expect(words).not.toContain("walmart");
    expect(words).not.toContain("which");
    expect(words).not.toContain("fiscal");
  });

  it("reads no words of the period asked", () => {
    const words = echoWords("Which PepsiCo division earned the least operating profit in the 12 weeks ended June 17, 2023?", "PepsiCo, Inc.");
    expect(words).toEqual(["division", "earned", "operating", "profit"]);
  });

  it("counts only the words that tell the tables apart", () => {
    const words = echoWords("Which same-store revenue line declined in 2017?", "MGM Resorts International");
    const counts = echoCounts(
      ["The following table presents detailed domestic resorts same-store net revenues:", "The following table shows net revenues by segment:"],
      words,
    );
    expect(counts).toEqual([2, 0]);
  });

  it.each([
    [["Net revenues by distribution channel:", "Net revenues by geographic region:"], "Which distribution channel's revenues shrank?", [2, 0]],
    [["Water services revenue by class of customer", "Operating revenues by segment"], "Which customer class's water revenue fell the most?", [3, 0]],
    [["Deliveries", "Revenues"], "Which program had the most deliveries?", [1, 0]],
  ] as const)("%j", (texts, question, expected) => {
    expect(echoCounts(texts, echoWords(question, ""))).toEqual(expected);
  });

  it("decides nothing for one table, or for words every table says", () => {
    expect(echoCounts(["Net sales by segment"], ["segment"])).toEqual([0]);
    expect(echoCounts(["Net sales by segment", "Net sales by segment and region"], ["sale"])).toEqual([0, 0]);
  });
});

describe("the sentence leading into a table", () => {
  it.each([
    ["The Company measures its segments' operating income, which includes corporate overhead allocations. Information for the Company's segments is provided in the following table:", "Information for the Company's segments is provided in the following table:"],
    ["Revenues by segment were as follows:", "Revenues by segment were as follows:"],
    ["Reviewed by its CODM. The following table presents same-store revenues:", "The following table presents same-store revenues:"],
  ])("%s", (paragraph, last) => {
    expect(lastSentence(paragraph)).toBe(last);
  });
});
