// Whole sentences of real filings' pages as ingestion renders them: lines joined back into
// sentences, lists carried by the sentence that introduces them, sentences cut by the page's end
// marked incomplete, and every span verbatim text of its page.
import { beforeAll, describe, expect, it } from "vitest";
import { corpusPages } from "../../testing/corpus-pages";
import { pageSentences, type Sentence } from "./sentences";

async function pageOf(file: string, page: number): Promise<string> {
  const pages = await corpusPages(`${file}.pdf`);
  return pages[page - 1]!.markdown;
}

const find = (sentences: Sentence[], start: string) => sentences.find((s) => s.text.startsWith(start));

describe("sentences of real filings' pages", () => {
  let boeingSegments: string;
  let boeingRatesEnd: string;
  let boeingRatesNext: string;
  let verizonRevenue: string;
  let nikeRisks: string;
  let pfizerUpjohn: string;
  let amcorFire: string;

  beforeAll(async () => {
    // Pfizer 10-K 2021 p32: "… See Note 1A and Item 1. Business––Commercial Operations of this Form
    // 10-K for additional information. We expect to incur costs of approximately $700 million …".
    pfizerUpjohn = await pageOf("ff3307d5f633c5db", 32);
    // Amcor 10-K 2022 p29: the Durban fire under its own heading, after the Russia discussion.
    amcorFire = await pageOf("0b36f6560cb49e56", 29);
    // Boeing 10-K 2017 p3: "We operate in four reportable segments:" and its four items.
    boeingSegments = await pageOf("127d4046b54e9351", 3);
    // Boeing 10-K 2022 p9 ends mid-sentence ("If production rate changes at any of our"); p10 goes on.
    const boeing = await corpusPages("09285ff7ee737d33.pdf");
    boeingRatesEnd = boeing[8]!.markdown;
    boeingRatesNext = boeing[9]!.markdown;
    // Verizon 10-K 2022 p30: revenue changes explained "primarily due to:" and a list of amounts.
    verizonRevenue = await pageOf("403d7346e8a05947", 30);
    // NIKE 10-K 2023 p22: a sentence cut off before the running foot "18 NIKE, INC.".
    nikeRisks = await pageOf("51f5a0fc6ede20de", 22);
  }, 120_000);

  it("carries a list with the sentence that introduces it, in one verbatim span", () => {
    const sentences = pageSentences(boeingSegments);
    const lead = find(sentences, "We operate in four reportable segments:")!;
    expect(lead.items).toEqual(["Commercial Airplanes (BCA);", "Defense, Space & Security ( BDS );", "Global Services ( BGS );", "Boeing Capital ( BCC )."]);
    const span = boeingSegments.slice(lead.start, lead.end);
    expect(span.startsWith("We operate in four reportable segments:")).toBe(true);
    expect(span.endsWith("Boeing Capital ( BCC ).")).toBe(true);
    expect(find(sentences, "Global Services ( BGS )")?.leadIn).toBe(lead.text);
  });

  it("carries the items of an explanation, each with its amount", () => {
    const lead = find(pageSentences(verizonRevenue), "Wireless service revenue increased $5.4 billion")!;
    expect(lead.items).toHaveLength(4);
    expect(lead.items[0]).toMatch(/^an increase of \$4\.0 billion, representing the net impact of the acquisition of TracFone/);
    expect(lead.complete).toBe(true);
  });

  it("marks a sentence the page cuts off, at its end and at the next page's start, as incomplete", () => {
    const cut = find(pageSentences(boeingRatesEnd), "If production rate changes at any of our")!;
    expect(cut.complete).toBe(false);
    const first = pageSentences(boeingRatesNext)[0]!;
    expect(/^[a-z]/.test(first.text)).toBe(true);
    expect(first.complete).toBe(false);
    // The whole sentences around it stay whole.
    expect(find(pageSentences(boeingRatesEnd), "We plan to gradually increase 737 production rates")?.complete).toBe(true);
  });

  it("does not let a running foot end a sentence the page cut off", () => {
    const cut = find(pageSentences(nikeRisks), "Further, our contract manufacturers have experienced")!;
    expect(cut.text.endsWith("or other")).toBe(true);
    expect(cut.complete).toBe(false);
  });

  it("ends a sentence after a cross-reference naming a 10-K item by number and title, and not inside it", () => {
    const sentences = pageSentences(pfizerUpjohn);
    expect(find(sentences, "See Note 1A and Item 1.")?.text).toBe(
      "See Note 1A and Item 1. Business––Commercial Operations of this Form 10-K for additional information.",
    );
    const costs = find(sentences, "We expect to incur costs of approximately $700 million")!;
    expect(costs.text).toMatch(/in connection with separating Upjohn, of which, approximately 75% has been incurred since inception and through December 31, 2021\.$/);
    expect(costs.complete).toBe(true);
  });

  it("reads a paragraph under its heading as whole sentences, each under that heading", () => {
    const fire = find(pageSentences(amcorFire), "On July 13, 2021, our Durban, South Africa, manufacturing facility")!;
    expect(fire.text).toBe("On July 13, 2021, our Durban, South Africa, manufacturing facility was destroyed by fire associated with general civil unrest.");
    expect(fire.heading).toBe("South Africa Fire");
    expect(fire.complete).toBe(true);
    expect(find(pageSentences(amcorFire), "The facility employed 350 individuals")?.paragraph).toBe(fire.paragraph);
  });

  it("keeps every sentence's span verbatim: its text is the span with line breaks and bullets read through", () => {
    for (const content of [boeingSegments, boeingRatesEnd, boeingRatesNext, verizonRevenue, nikeRisks, pfizerUpjohn, amcorFire]) {
      for (const s of pageSentences(content)) {
        const span = content.slice(s.start, s.end);
        expect(span.length).toBeGreaterThan(0);
        if (s.items.length === 0) expect(span.replace(/\s+/g, " ").replace(/^(?:[-•]\s+)/, "")).toBe(s.text);
      }
    }
  });
});

describe("sentences across line breaks", () => {
  it("joins a sentence the layout wrapped, and not a title onto the paragraph after it", () => {
    const content = [
      "Revenue grew in every region during the year, (up 12 percent",
      "",
      "on an FX-adjusted basis), demonstrating the strength of demand across the world.",
      "Compensation and Benefits",
      "3M has a trust-based approach to work that empowers employees.",
    ].join("\n");
    const sentences = pageSentences(content);
    expect(sentences[0]!.text).toBe("Revenue grew in every region during the year, (up 12 percent on an FX-adjusted basis), demonstrating the strength of demand across the world.");
    expect(content.slice(sentences[0]!.start, sentences[0]!.end)).toBe(content.slice(0, content.indexOf("world.") + 6));
    expect(find(sentences, "3M has")?.text).toBe("3M has a trust-based approach to work that empowers employees.");
  });

  it("reads a lower-case line after a lead-in as the start of a list entry, not a fragment", () => {
    const sentences = pageSentences("Cash activities in the quarter included the following:\npaying cash dividends of $758 million to the holders of common stock;");
    expect(find(sentences, "paying")?.complete).toBe(true);
  });

  it("carries no footnote under a table as the list of the sentence before the table", () => {
    const content = [
      "The reconciliation of the beginning and ending amounts of gross unrecognized tax benefits follows:",
      "| Balance, beginning | 1,000 | 900 |",
      "(a) In 2020, we recorded a net increase in interest of $89 million.",
    ].join("\n");
    const lead = find(pageSentences(content), "The reconciliation")!;
    expect(lead.items).toEqual([]);
    expect(find(pageSentences(content), "In 2020")?.leadIn).toBeNull();
  });

  it("reads a 10-K item's number and title as part of the sentence naming it", () => {
    const [s] = pageSentences("See Item 1A. Risk Factors of this Form 10-K for additional information on the separation.");
    expect(s?.text).toBe("See Item 1A. Risk Factors of this Form 10-K for additional information on the separation.");
  });

  it("offers no sentence of two columns read across", () => {
    const content = [
      "Modifications of residential real estate loans where the Firm",
      "The Firm’s proprietary modification programs as well as",
      "grants concessions to borrowers who are experiencing",
      "government programs, including U.S. GSE programs,",
      "financial difficulty are generally accounted for and reported",
      "generally provide various concessions to financially",
    ].join("\n");
    expect(pageSentences(content).every((s) => !s.complete)).toBe(true);
  });
});
