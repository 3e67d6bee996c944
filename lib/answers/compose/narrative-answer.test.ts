import { describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import type { CitablePage } from "../engines/engine";
import { besides, inThirdPerson, narrativeAnswer, narrativeDecline } from "./narrative-answer";

const document = {
  id: "0a000000-0000-4000-8000-000000000001", companyName: "Acme Corporation", companyTickers: ["ACM"], category: "annual-financial-report",
  formType: "10-K", fiscalYear: 2022, fiscalQuarter: null,
} as unknown as CatalogDocument;

// Retrieval brings back pages on other subjects too; against them the question's words stand out.
const OTHER_PAGES = [
  "Property, plant and equipment is stated at cost less accumulated depreciation over useful lives.",
  "Inventories are valued at the lower of cost and net realizable value using the first-in, first-out method.",
  "Income taxes are accounted for under the asset and liability method for temporary differences.",
  "Goodwill is tested for impairment annually in the fourth quarter at the reporting unit level.",
  "Leases with terms longer than twelve months are recognised as right-of-use assets and lease liabilities.",
];

/** Retrieved pages in rank order, each holding the given paragraphs, then pages on other subjects. */
function pages(...contents: string[]): CitablePage[] {
  return [...contents, ...OTHER_PAGES].map((content, i) => ({ ref: `#p${i}`, document, pageNumber: i + 1, content, kind: "narrative", score: 1 }));
}

const filler = (topic: string) => `Our ${topic} business serves customers in many markets and employs engineers across the world.`;
const lead = (text: string) => text.split("\n")[0];

describe("narrativeAnswer", () => {
  it("leads with the passage covering the subject, not a better-ranked one sharing a common word", () => {
    const answer = narrativeAnswer("Is Acme's revenue cyclical?", pages(
      "Revenue from airline customers is recognised when each aircraft is delivered and accepted.",
      "Services revenue is recognised as the maintenance work is performed over the contract term.",
      "Defense revenue is recognised over time as costs are incurred on long-term contracts.",
      "Traditionally, demand has been cyclical and has experienced significant profit swings.",
    ));
    expect(lead(answer!.text)).toContain("has been cyclical");
  });

  it("reads what a question is about past its frame: \"subject to cyclicality\" asks about cyclicality", () => {
    const answer = narrativeAnswer("Is Acme's business subject to cyclicality?", pages(
      "Our aircraft are subject to export controls and to the regulations of aviation authorities in every region.",
      filler("services"), filler("defense"),
      "Traditionally, the airline industry has been cyclical and has experienced significant profit swings.",
    ));
    expect(lead(answer!.text)).toContain("has been cyclical");
    expect(lead(answer!.text)).toContain("[#p3]");
  });

  it("never leads with forward-looking or website boilerplate", () => {
    const answer = narrativeAnswer("How did demand for aircraft develop?", pages(
      "Forward-looking statements about demand for aircraft are not guarantees of future performance and involve risks.",
      filler("services"),
      "Demand for aircraft rose sharply during the year as airlines renewed their fleets.",
    ));
    expect(lead(answer!.text)).toContain("Demand for aircraft rose sharply");
  });

  it("answers a who-question with a passage naming the person in the role", () => {
    const answer = narrativeAnswer("Who is Acme's CEO?", pages(
      "The Chief Executive Officer reviews the compensation of all senior managers each year with the board.",
      filler("services"),
      "“We delivered a strong year for our customers,” said Jane Doe, Chairman and Chief Executive Officer.",
    ));
    expect(lead(answer!.text)).toContain("said Jane Doe, Chairman and Chief Executive Officer");
  });

  it("answers whether something happened with the passage reporting it, not one saying what could happen", () => {
    const answer = narrativeAnswer("Was Acme able to retain customers during 2022?", pages(
      "We may not be able to retain customers if competitors offer lower prices or better rewards.",
      filler("services"),
      "Customer retention remained high in 2022 as renewals reached record levels.",
    ));
    expect(lead(answer!.text)).toContain("Customer retention remained high in 2022");
  });

  it("quotes every passage verbatim from its page", () => {
    const content = ["## Seasonality", "Our business is affected by seasonality, with the highest sales volume in the fourth quarter."].join("\n");
    const answer = narrativeAnswer("Is Acme's business seasonal?", pages(content, filler("services")))!;
    for (const excerpt of answer.excerpts.values()) expect(content.includes(excerpt)).toBe(true);
  });
});

describe("narrative answers: the lead answers, a list is carried, a nearby sentence is declined", () => {
  it("leads with the answering sentence in the company's voice, then where it is from, not a frame", () => {
    const answer = narrativeAnswer("Who are Acme's primary customers?", pages(
      "Customer financing primarily relates to our capital segment and is reported separately.",
      filler("services"),
      "Our primary customers are commercial airlines and the U.S. Department of Defense.",
    ))!;
    const first = lead(answer.text);
    expect(first).toBe("Acme's primary customers are commercial airlines and the U.S. Department of Defense. [#p2]");
    expect(answer.text).toContain("Source: Acme's 10-K for FY2022, page 3.");
    expect(answer.text).not.toMatch(/states \(page/);
    expect(answer.confidence).toBeGreaterThan(0.5);
  });

  it("declines when the nearest sentence only shares a word: customer financing does not say who the customers are", () => {
    const retrieved = pages("Customer financing primarily relates to our capital segment and is reported separately.", filler("services"));
    expect(narrativeAnswer("Who are Acme's primary customers?", retrieved)).toBeNull();
    const decline = narrativeDecline("Who are Acme's primary customers?", retrieved);
    expect(decline.text).toMatch(/do not answer this question/);
    expect(decline.text).toContain("who the customers are");
    expect(decline.excerpts.size).toBe(0);
    expect(decline.confidence).toBe(0);
  });

  it("carries the list a leading sentence introduces, and cites it verbatim", () => {
    const content = [
      "Wireless service revenue increased $5.4 billion during 2022 compared to 2021 primarily due to:",
      "- an increase of $4.0 billion from the acquisition of a prepaid wireless business;",
      "- an increase of $769 million in access revenues related to our postpaid plans.",
    ].join("\n");
    const answer = narrativeAnswer("What drove the increase in Acme's wireless service revenue in 2022?", pages(content))!;
    const lines = answer.text.split("\n");
    expect(lines[0]).toBe("Wireless service revenue increased **$5.4 billion** during 2022 compared to 2021 primarily due to: [#p0]");
    expect(lines[1]).toBe("- an increase of $4.0 billion from the acquisition of a prepaid wireless business;");
    expect(lines[2]).toBe("- an increase of $769 million in access revenues related to our postpaid plans.");
    expect(answer.excerpts.get("#p0")).toBe(content);
  });

  it("leads with the sentence stating the terms, not a run-in title carried along to reach it", () => {
    const content =
      "Circus Circus Las Vegas and adjacent land. In December 2019, the Company completed the sale of Circus Circus Las Vegas and the adjacent land for $825 million, which consisted of $663 million paid in cash and a secured note due 2024.";
    const answer = narrativeAnswer("On what terms did Acme sell Circus Circus Las Vegas?", pages(content))!;
    expect(lead(answer.text)).toMatch(/^In December 2019, the Company completed the sale of Circus Circus Las Vegas and the adjacent land for \*\*\$825 million\*\*/);
    expect(content.includes(answer.excerpts.get("#p0")!)).toBe(true);
  });

  it("answers from documents whose fields are all null", () => {
    const bare = { id: "0b000000-0000-4000-8000-000000000001", companyName: null, companyTickers: null, category: "other", formType: null, fiscalYear: null, fiscalQuarter: null } as unknown as CatalogDocument;
    const retrieved: CitablePage[] = ["Demand for aircraft rose sharply during the year as airlines renewed their fleets.", ...OTHER_PAGES].map((content, i) => ({
      ref: `#q${i}`, document: bare, pageNumber: i + 1, content, kind: "narrative", score: 1,
    }));
    expect(narrativeAnswer("How did demand for aircraft develop?", retrieved)?.text).toContain("[#q0]");
    expect(narrativeDecline("Who are the customers?", retrieved).excerpts.size).toBe(0);
  });
});

describe("besides", () => {
  it("finds two words of a question side by side, in either order and with other endings", () => {
    expect(besides(["core", "constant", "currency", "eps", "growth"], "constant", "currency")).toBe(true);
    expect(besides(["card", "members", "retention"], "member", "card")).toBe(true);
    expect(besides(["card", "fees", "members"], "card", "member")).toBe(false);
    expect(besides(["currency", "translation", "constant"], "constant", "currency")).toBe(false);
    expect(besides(["acquisitions", "completed"], "completion", "acquisition")).toBe(true);
  });
});

describe("inThirdPerson", () => {
  it("tells the filing's sentence of the company", () => {
    expect(inThirdPerson("We sell aircraft to airlines.", "The Boeing Company")).toBe("Boeing sells aircraft to airlines.");
    expect(inThirdPerson("We also have operations in Europe.", "Acme Corp.")).toBe("Acme also has operations in Europe.");
    expect(inThirdPerson("Our primary customers are airlines.", "Acme Corp.")).toBe("Acme's primary customers are airlines.");
    expect(inThirdPerson("We acquired Souq in 2017.", "Amazon.com, Inc.")).toBe("Amazon.com acquired Souq in 2017.");
    expect(inThirdPerson("Demand rose sharply.", "Acme Corp.")).toBe("Demand rose sharply.");
    expect(inThirdPerson("We did not have sales to a single customer that exceeded 10% of net sales.", "Amcor plc")).toBe(
      "Amcor did not have sales to a single customer that exceeded 10% of net sales.",
    );
    expect(inThirdPerson("We sold the Helper business in fiscal 2023.", "General Mills, Inc.")).toBe("General Mills sold the Helper business in fiscal 2023.");
    expect(inThirdPerson("We increased our quarterly dividend to $1.71.", "The Boeing Company")).toBe("Boeing increased its quarterly dividend to $1.71.");
  });
});
