import { describe, expect, it } from "vitest";
import { generalQuestion } from "./general-question";

describe("questions about no company's filings", () => {
  it.each([
    ["What is the capital of France?", "general knowledge"],
    ["What is 2+2?", "general knowledge"],
    ["Who wrote Hamlet?", "general knowledge"],
    ["Tell me a joke about accountants.", "general knowledge"],
    ["Write me a poem about the ocean.", "general knowledge"],
    ["Translate 'revenue' into French.", "general knowledge"],
    ["What is the weather in Paris tomorrow?", "general knowledge"],
    ["Which stock should I buy today?", "general knowledge"],
    ["Explain EBITDA.", "a definition"],
    ["Define working capital", "a definition"],
    ["Can you explain what free cash flow is?", "a definition"],
    ["What does EBITDA stand for?", "a definition"],
    ["What is meant by goodwill impairment?", "a definition"],
    ["What is a good P/E ratio for a tech stock?", "a definition"],
  ])("%s asks for %s", (question, why) => {
    expect(generalQuestion(question)).toBe(why);
  });

  it.each([
    "Explain the drop in its operating income in fiscal 2022.",
    "Describe the company's share repurchase program.",
    "Define the segments the registrant reports in its 10-K.",
    "What is a good measure of its liquidity in 2021?",
    "What was total revenue in FY2018?",
    "Which company reported a fire at its Durban plant?",
    "What does the 10-K say about cybersecurity risks?",
  ])("%s may be about a filing", (question) => {
    expect(generalQuestion(question)).toBeNull();
  });
});
