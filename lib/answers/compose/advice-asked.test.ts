import { describe, expect, it } from "vitest";
import { adviceAsked, undisclosedAsked } from "./advice-asked";

describe("opinions no filing states", () => {
  it.each([
    "Is 3M stock a good investment?",
    "Should I buy Nike shares now?",
    "Is Netflix overvalued?",
    "What's a fair price target for Boeing stock?",
    "Is Walmart worth investing in?",
    "Is Adobe a buy?",
  ])("%s asks for advice", (question) => {
    expect(adviceAsked(question)).not.toBeNull();
  });

  it.each([
    "Is Verizon a capital intensive business based on FY 2022 data?",
    "How much did Pfizer invest in research and development in 2021?",
    "What equity investments does Pfizer hold?",
    "Did Ulta Beauty buy back stock in Q2 2023?",
  ])("%s asks for facts", (question) => {
    expect(adviceAsked(question)).toBeNull();
  });

  it("knows a view kept out of public filings", () => {
    expect(undisclosedAsked("What does Amcor's management privately think about its competitors?")).toBe("privately");
    expect(undisclosedAsked("What does Coca-Cola's CEO really think of the sugar tax?")).toBe("really think");
    expect(undisclosedAsked("Who does Amcor name as its competitors?")).toBeNull();
  });
});
