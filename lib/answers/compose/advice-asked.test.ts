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
    // Who an officer is, and what the filings tell of them, are stated.
    expect(undisclosedAsked("Who was NIKE's chief executive officer when it filed its fiscal 2023 10-K?")).toBeNull();
    expect(undisclosedAsked("How old is Nike's CEO?")).toBeNull();
    expect(undisclosedAsked("Where do Netflix's members live?")).toBeNull();
  });

  it.each([
    ["Which customers does 3M have under NDA?", "under NDA"],
    ["Which suppliers does Verizon have under a non-disclosure agreement?", "under a non-disclosure agreement"],
    ["What did Pfizer's board discuss in its last closed-door meeting?", "closed-door"],
    ["What is the home address of Coca-Cola's CFO?", "home address"],
    ["What is Block's CEO's favorite restaurant?", "favorite restaurant"],
    ["What was the name of Walmart's CFO's dog?", "name of Walmart's CFO's dog"],
    // An officer's private life: where one lives or comes from, whom one married.
    ["In which city does NIKE's chief executive officer live?", "chief executive officer live"],
    ["Where does Microsoft's CEO live?", "CEO live"],
    ["What is the hometown of Walmart's chief financial officer?", "hometown of Walmart's chief financial officer"],
    ["Is Boeing's chairman married?", "chairman married"],
  ])("%s asks for what is kept out of view", (question, words) => {
    expect(undisclosedAsked(question)).toBe(words);
  });

  it.each([
    "What is the address of Coca-Cola's principal executive offices?",
    "Who are Verizon's largest customers?",
    "What restaurants does McDonald's franchise?",
    "What confidentiality obligations does Adobe describe in its customer contracts?",
  ])("%s asks for what the filings state", (question) => {
    expect(undisclosedAsked(question)).toBeNull();
  });
});
