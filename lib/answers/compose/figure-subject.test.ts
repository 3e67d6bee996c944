// What a figure is asked of, on General Mills' real balance sheet (10-K fiscal 2023, page 45): a
// subject no page mentions is declined, the company's own rows and parts are not.
import { beforeAll, describe, expect, it } from "vitest";
import { readQuestion } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { foreignDecline, foreignSubject } from "./figure-subject";
import { narrativePages } from "./narrative-pages.fixture";

let pages: CitablePage[];
const subject = (question: string) => foreignSubject(question, readQuestion(question), pages);

beforeAll(async () => {
  pages = await narrativePages({ file: "48a68f2e6dae2d47", company: "General Mills, Inc.", ticker: "GIS", fiscalYear: 2023 }, [45]);
}, 120_000);

describe("the subject of a figure question", () => {
  it("is a row wording no page has when the question names nothing else", () => {
    expect(subject("How much bitcoin does General Mills hold on its balance sheet?")).toEqual(["bitcoin"]);
  });

  it("is the thing after the company's possessive", () => {
    expect(subject("How much revenue did General Mills' theme parks bring in during fiscal 2023?")).toEqual(["theme", "parks"]);
  });

  it("is the phrase a metric is asked of", () => {
    expect(subject("What is the current ratio of the colour purple at May 28, 2023?")).toEqual(["colour", "purple"]);
  });

  it("is nothing when the words name the company's own statement or rows", () => {
    expect(subject("How much goodwill did General Mills' balance sheet carry at May 28, 2023?")).toEqual([]);
    expect(subject("What were General Mills' assets held for sale at May 29, 2022?")).toEqual([]);
  });

  it("is nothing when the words after the figure are its fiscal year, written onto \"FY\"", () => {
    expect(subject("Calculate General Mills' year-over-year net sales growth for FY2023 as the FY2023 figure less the FY2022 figure, divided by the FY2022 figure.")).toEqual([]);
  });

  it("is nothing for a verb read as a line item or a contraction", () => {
    expect(subject("How much did General Mills earn in fiscal 2023?")).toEqual([]);
    expect(subject("For General Mills at May 28, 2023, take receivables and subtract inventories. What's left?")).toEqual([]);
  });

  it("declines plainly, citing nothing", () => {
    const question = "How much bitcoin does General Mills hold on its balance sheet?";
    const decline = foreignDecline(question, subject(question), pages);
    expect(decline.text).toMatch(/^The figure is asked of "bitcoin", which none of the retrieved filings mentions/);
    expect(decline.excerpts.size).toBe(0);
  });
});

describe("the subject of a figure of a part", () => {
  it("is the qualifier of a part's kind when no page has it", () => {
    expect(subject("What operating income did General Mills' cruise line segment earn in fiscal 2023?")).toEqual(["cruise"]);
    expect(subject("What is General Mills' revenue from its restaurant chain?")).toEqual(["restaurant"]);
  });

  it("is a customer or supplier named after 'to', 'from' or 'by' that no page has", () => {
    expect(subject("How many cases did General Mills ship to Kroger Stores in fiscal 2023, and what revenue did they bring?")).toEqual(["Kroger", "Stores"]);
    // A clause ends the name: "… to General Mills. Express in percent" names no "Express".
    expect(subject("What were the net earnings attributable to General Mills. Express in millions.")).toEqual([]);
  });

  it("is the qualifier of a row wording no page has, though its noun is there", () => {
    expect(subject("What were General Mills' cruise ship revenues in fiscal 2023?")).toEqual(["cruise", "ship"]);
  });

  it("is nothing when the pages print the qualifier", () => {
    expect(subject("What did General Mills' land and buildings amount to at May 28, 2023?")).toEqual([]);
  });
});

describe("the thing a figure is of", () => {
  it("is foreign when its head noun is on no page, though a qualifier is", () => {
    expect(subject("What was General Mills' revenue from its treasury subscriptions in fiscal 2023?")).toEqual(["subscriptions"]);
  });

  it("leaves the company's own name out of the subject", () => {
    expect(subject("What was the EBITDA of General Mills' airline segment in fiscal 2023?")).toEqual(["airline"]);
  });

  it("is nothing when it is the metric the question defines, by name or initials", () => {
    expect(subject("Compute General Mills' cash conversion cycle for fiscal 2023. CCC is defined as DIO + DSO − DPO.")).toEqual([]);
  });
});
