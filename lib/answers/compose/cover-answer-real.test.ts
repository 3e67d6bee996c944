// The cover page's facts read off real covers, whose forms differ: Walmart's FY2020 street stands
// over a table of city and zip code; Best Buy's FY2016 caption falls out of the table it captions;
// Amazon's FY2016 gives address and telephone on one line and the counts in a table; NIKE's FY2023
// cover starts on page 2 and counts each class in a table on page 3.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { coverAnswer } from "./cover-answer";
import { coverFactAsked } from "./cover-fact-asked";
import { readCover } from "./cover-read";
import { narrativePages } from "./narrative-pages.fixture";

describe("the cover page's facts", () => {
  let walmart: CitablePage[];
  let bestBuy: CitablePage[];
  let amazon: CitablePage[];
  let nike: CitablePage[];

  beforeAll(async () => {
    walmart = await narrativePages({ file: "0f9e2ebc9432caef", company: "Walmart Inc.", ticker: "WMT", fiscalYear: 2020 }, [1, 2]);
    bestBuy = await narrativePages({ file: "d3d5b533253d6025", company: "Best Buy Co., Inc.", ticker: "BBY", fiscalYear: 2016 }, [1, 2]);
    amazon = await narrativePages({ file: "ff3799690fd1f82e", company: "Amazon.com, Inc.", ticker: "AMZN", fiscalYear: 2016 }, [1, 2]);
    nike = await narrativePages({ file: "51f5a0fc6ede20de", company: "NIKE, Inc.", ticker: "NKE", fiscalYear: 2023 }, [2, 3]);
  }, 240_000);

  const lead = (w: { text: string } | null) => w?.text.split("\n")[0] ?? "";

  it("reads the address of the principal executive offices in each form of cover", () => {
    expect(lead(coverAnswer("Where is Walmart headquartered, according to its 2020 10-K?", walmart))).toContain("**702 S.W. 8th Street, Bentonville, AR 72716**");
    expect(lead(coverAnswer("What is the address of Best Buy's principal executive offices in its fiscal 2016 10-K?", bestBuy))).toContain("**7601 Penn Avenue South 55423, Richfield, Minnesota**");
    // The telephone number on the address's line is not part of the address.
    expect(lead(coverAnswer("Where are Amazon's headquarters located per its 2016 10-K?", amazon))).toContain("**410 Terry Avenue North Seattle, Washington 98109-5210**");
  });

  it("reads the fiscal year's end, the state, the I.R.S. number and the file number", () => {
    expect(lead(coverAnswer("When did Walmart's fiscal 2020 end?", walmart))).toContain("**January 31, 2020**");
    expect(lead(coverAnswer("What date does NIKE's fiscal year 2023 end on?", nike))).toContain("**May 31, 2023**");
    expect(lead(coverAnswer("In which state is NIKE incorporated, according to its 2023 10-K?", nike))).toContain("**Oregon**");
    expect(lead(coverAnswer("What is Amazon's IRS employer identification number in its 2016 10-K?", amazon))).toContain("**91-1646860**");
    expect(lead(coverAnswer("What is NIKE's commission file number in its 2023 10-K?", nike))).toContain("**1-10635**");
  });

  it("reads the counts and the float wherever the form puts them, not the shares held by non-affiliates", () => {
    expect(lead(coverAnswer("How many shares of common stock did Amazon have outstanding as of the cover date of its 2016 10-K?", amazon))).toContain("**477,170,618**");
    expect(lead(coverAnswer("What was Amazon's public float according to its fiscal 2016 10-K?", amazon))).toContain("280,129,378,534");
    const counts = lead(coverAnswer("What number of NIKE common shares were outstanding according to the cover of its fiscal 2023 10-K?", nike));
    expect(counts).toContain("304,897,252");
    expect(counts).toContain("1,225,074,356");
  });

  it("reads the trading symbol, the exchange and the checked filer status", () => {
    expect(lead(coverAnswer("What is NIKE's trading symbol according to its 2023 10-K?", nike))).toContain("**NKE**");
    expect(lead(coverAnswer("On which exchange is NIKE's common stock listed, per its fiscal 2023 10-K?", nike))).toContain("New York Stock Exchange");
    expect(lead(coverAnswer("What is Walmart's filer status in its fiscal 2020 10-K?", walmart))).toContain("**large accelerated filer**");
  });

  it("quotes the cover verbatim", () => {
    const written = coverAnswer("Where is Walmart headquartered, according to its 2020 10-K?", walmart)!;
    const [ref, excerpt] = [...written.excerpts][0]!;
    expect(walmart.find((p) => p.ref === ref)!.content).toContain(excerpt);
  });

  it("gives no cover answer where the cover does not state the fact", () => {
    // A cover before 2019 lists no trading symbols: Item 5 says it.
    expect(readCover("trading-symbol", bestBuy[0]!.content)).toBeNull();
  });
});

describe("what a question asks of the cover", () => {
  it("reads the fact from the question's ask, not a word it shares", () => {
    expect(coverFactAsked("When does Oracle's fiscal year end?")).toBe("fiscal-year-end");
    expect(coverFactAsked("What was the fiscal year-end cash balance?")).toBeNull();
    expect(coverFactAsked("Where is Costco based?")).toBeNull();
    expect(coverFactAsked("Where is Costco headquartered?")).toBe("address");
    expect(coverFactAsked("How large is the company's headquarters building?")).toBeNull();
    expect(coverFactAsked("What state is Tesla incorporated in?")).toBe("incorporation");
    expect(coverFactAsked("Which exchange rates affected revenue?")).toBeNull();
    expect(coverFactAsked("On which stock exchange do Ford's shares trade?")).toBe("exchange");
    expect(coverFactAsked("How many shares were outstanding at year end?")).toBeNull();
    expect(coverFactAsked("Is Chevron a large accelerated filer?")).toBe("filer-status");
    expect(coverFactAsked("What was the market value of shares held by non-affiliates?")).toBe("public-float");
  });
});
