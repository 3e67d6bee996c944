import { describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { unheldParts } from "./unheld-part";

const page = (content: string) => ({ ref: "#00000001", pageNumber: 1, content, document: { companyName: "NIKE, Inc.", companyTickers: ["NKE"] } }) as unknown as CitablePage;
// A company's pages speak of ships, lines, businesses and quarters, never of cruises or streaming.
const pages = [
  page("We ship footwear and apparel to wholesale customers. Our business operates in product lines and services. Revenues for the second quarter rose."),
  page("Details of our Converse segment and NIKE Brand revenues are shown below; revenues by product line and business segment. We ship footwear from distribution centers and provide services; second quarter sales."),
];

describe("a part of the company it does not have", () => {
  it.each([
    ["How much revenue did Nike's cruise ship business generate in 2023?", ["cruise"]],
    ["What were the 2023 sales of Nike's streaming service?", ["streaming"]],
    ["Nike cruise line revenue FY2023?", ["cruise"]],
  ])("%s", (question, words) => {
    expect(unheldParts(question, pages)).toEqual(words);
  });

  it("leaves a part the answer's lead speaks of", () => {
    expect(unheldParts("Nike cruise line revenue FY2023?", pages, "Nike's cruise line revenue was **$5 million**")).toEqual([]);
  });

  it.each([
    "What were Nike's Converse revenues in fiscal 2023?",
    "What was Nike's revenue in the second quarter of fiscal 2023?",
    "What is the FY2023 net income for Nike? Give a response by relying on the details shown in its annual report.",
    "How much revenue did Nike's footwear business generate in 2023?",
    "Nike fiscal 2023 gross margin, taking gross profit as revenues minus cost of sales.",
    "Which Nike segment had the fastest-growing revenues in 2023?",
    "Which business segment had the smallest operating profit in 2023?",
    "Among Nike's four business segments, which had the smallest revenues in 2023?",
    "How many retail stores did Nike operate at the end of fiscal 2023?",
    "Is Nike a capital intensive business based on FY 2023 data?",
    "What was the gain to Nike on the sale of its Converse business segment?",
  ])("%s names no part it lacks", (question) => {
    expect(unheldParts(question, pages)).toEqual([]);
  });
});
