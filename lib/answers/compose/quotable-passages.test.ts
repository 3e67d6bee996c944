import { describe, expect, it } from "vitest";
import { extendedText, isTitleLine, quotablePassages } from "./quotable-passages";

const page = [
  "## Consolidated Statements of Cash Flows",
  "| Year Ended December 31, | 2017 | 2016 | 2015 |",
  "| --- | ---: | ---: | ---: |",
  "| Balance at end of year | 6,006 | 8,555 | 7,309 |",
  "| Some flattened row | 1 | 2 |",
  "In December 2022, the Company agreed to a formal settlement agreement with a group of state Attorneys General. The agreement would resolve substantially all opioid claims. The maximum amount payable would be approximately $4.3 billion.",
  "On May 12, 2017, we acquired Souq Group Ltd. (“Souq”), an e-commerce company, for approximately $583 million.",
].join("\n");

describe("quotablePassages", () => {
  const passages = quotablePassages(page);

  it("quotes a table row as a sentence naming its columns, and no row whose columns are unknown", () => {
    expect(passages.find((p) => p.table)?.quote).toBe("Balance at end of year: 6,006 (2017), 8,555 (2016), 7,309 (2015)");
    expect(passages.filter((p) => p.table)).toHaveLength(1);
  });

  it("splits prose into sentences, not at abbreviations, each verbatim and carried on verbatim", () => {
    const souq = passages.find((p) => p.text.startsWith("On May 12"));
    expect(souq?.text).toBe("On May 12, 2017, we acquired Souq Group Ltd. (“Souq”), an e-commerce company, for approximately $583 million.");
    const settlement = passages.find((p) => p.text.startsWith("In December 2022"))!;
    const carried = extendedText(settlement, 2);
    expect(carried.endsWith("approximately $4.3 billion.")).toBe(true);
    expect(page.includes(carried)).toBe(true);
  });

  it("records the heading each passage stands under", () => {
    const headed = quotablePassages("## Seasonality\nOur business is affected by seasonality, with higher sales in the fourth quarter.");
    expect(headed[0]!.heading).toBe("Seasonality");
    expect(passages.find((p) => p.text.startsWith("On May 12"))?.heading).toBe("Consolidated Statements of Cash Flows");
  });

  it("offers whole sentences only: none cut off by the page, a lead-in with its list", () => {
    const broken = quotablePassages(
      "continued from the page before, this clause has lost its subject and should never be quoted alone.\n" +
        "Cash activities in the quarter included the following:\n- paying cash dividends of $758 million to the holders of common stock;\n" +
        "- repurchasing $1.2 billion of common stock.\nIf production rate changes at any of our",
    );
    expect(broken.some((p) => p.text.startsWith("continued"))).toBe(false);
    expect(broken.some((p) => p.text.startsWith("If production"))).toBe(false);
    const lead = broken.find((p) => p.text.startsWith("Cash activities"))!;
    expect(lead.quote).toBe("Cash activities in the quarter included the following: paying cash dividends of $758 million to the holders of common stock; repurchasing $1.2 billion of common stock.");
    expect(lead.text.endsWith("repurchasing $1.2 billion of common stock.")).toBe(true);
  });

  it("quotes a sentence the layout set as a heading, verbatim", () => {
    const content = "### Consumer Health business financial results as discontinued operations, including a gain of approximately $20 billion in the third quarter.\n## Outlook";
    const gain = quotablePassages(content)[0]!;
    expect(gain.text.startsWith("Consumer Health business financial results")).toBe(true);
    expect(content.includes(gain.text)).toBe(true);
    expect(quotablePassages(content).some((p) => p.text === "Outlook")).toBe(false);
  });

  // Lines of 3M's, Best Buy's and Activision Blizzard's 10-Ks, and one that only names an item.
  it("quotes no item title or salutation, only what states something", () => {
    expect(isTitleLine("Item 13. Certain Relationships and Related Transactions, and Director Independence.")).toBe(true);
    expect(isTitleLine("To the Board of Directors and Shareholders of Activision Blizzard, Inc.")).toBe(true);
    expect(isTitleLine("The information required by this Item 14 is included under the caption “Ratification of Appointment of Independent Auditors” in the Proxy Statement.")).toBe(false);
    expect(isTitleLine("Item 7. Management's discussion of results is incorporated by reference from our Annual Report.")).toBe(false);
    const content = "Item 13. Certain Relationships and Related Transactions, and Director Independence.\n\nThe information required by this item is incorporated by reference from our Proxy Statement.";
    expect(quotablePassages(content).map((p) => p.text)).toEqual(["The information required by this item is incorporated by reference from our Proxy Statement."]);
  });
});
