// Which kind of part a question compares, and a part named only by a common word.
import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { readQuestion } from "../../retrieval/read-question";
import { shareOfItsWhole } from "../compose/part-of-whole";
import type { CitablePage } from "../engines/engine";
import { partKindAsked } from "./part-comparison";
import { segmentsNamed } from "./segment-names";

describe("the kind of part compared", () => {
  it("goes by the noun after 'which', not by a part's name elsewhere in the question", () => {
    expect(partKindAsked("Verizon Business group, 2020: which customer group was the only one to grow revenue versus 2019?")).toBeNull();
    expect(partKindAsked("Which of Best Buy's segments generated the most net sales in FY2019?")).toBe("segment");
    expect(partKindAsked("Which NIKE region's revenue grew fastest in fiscal 2019?")).toBe("region");
    expect(partKindAsked("Which of the six NIKE Brand geographic operating segments had the smallest EBIT in fiscal 2015?")).toBe("region");
  });
});

describe("a part named by a common word", () => {
  const document = { id: "0a003837-0000-4000-8000-000000000000", companyId: "verizon", companyName: "Verizon Communications Inc.", companyTickers: ["VZ"], fiscalYear: 2022, fiscalQuarter: null, date: "2022-12-31" } as unknown as CatalogDocument;
  const page: CitablePage = {
    ref: "#0a000064", document, pageNumber: 101, kind: "segment-table", score: 1,
    content: "| (dollars in millions) Year Ended December 31, 2022 | Consumer | Business | Total Reportable Segments |\n| --- | ---: | ---: | ---: |\n| Total Operating Revenues | 103,506 | 31,072 | 134,578 |\n",
  };

  it("is a part when the question writes it before 'segment'", () => {
    expect(segmentsNamed("What was Verizon's Business segment revenue in fiscal 2022?", [page])).toContain("Business");
    expect(segmentsNamed("Verizon Business revenue 2022", [page])).not.toContain("Business");
  });
});

describe("a part's share of the company's total", () => {
  it("reads 'what share of total revenue came from the Aeronautics segment' as the part's revenue over the company's", () => {
    const reading = readQuestion("What share of Lockheed Martin's total revenue in fiscal 2022 came from the Aeronautics segment?");
    expect(shareOfItsWhole(reading.metric, "Aeronautics")).toBe("revenue");
    expect(shareOfItsWhole(reading.metric, "Space")).toBeNull();
    expect(shareOfItsWhole(reading.metric)).toBeNull();
  });
});
