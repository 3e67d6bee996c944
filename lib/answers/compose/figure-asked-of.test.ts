import { describe, expect, it } from "vitest";
import { nounAfter, propertyAsked, sourcesAfter } from "./figure-asked-of";

const at = (question: string, term: string) => question.indexOf(term);

describe("more places naming what a figure is of", () => {
  it("reads the property asked before the figure", () => {
    const melting = "What is the melting point of Activision Blizzard's 2020 deferred revenues?";
    expect(propertyAsked(melting, at(melting, "revenues"))).toBe("melting point");
    const root = "What is the square root of 3M's dividend yield?";
    expect(propertyAsked(root, at(root, "dividend"))).toBe("square root");
    const growth = "What was the growth of Netflix's revenues in 2017?";
    expect(propertyAsked(growth, at(growth, "revenues"))).toBe("growth");
    expect(propertyAsked("What were Netflix's revenues in 2017?", at("What were Netflix's revenues in 2017?", "revenues"))).toBeNull();
    // A measure of one figure against another is no property a filing must name in those words.
    const share = "What was Amazon.com's capital expenditure as a percentage of revenue in fiscal 2016?";
    expect(propertyAsked(share, at(share, "revenue in"))).toBeNull();
  });

  it("reads how much of the thing there is as the figure itself", () => {
    for (const [question, figure] of [
      ["What is the size of Netflix's revolving credit facility in FY2018?", "revolving"],
      ["What was the amount of Lockheed Martin's backlog at the end of 2022?", "backlog"],
      ["What was the level of Boeing's customer advances in 2019?", "customer"],
    ]) expect(propertyAsked(question!, at(question!, figure!))).toBeNull();
  });

  it("reads arithmetic over figures as no property of them", () => {
    for (const [question, figure] of [
      ["What was the sum of 3M's cash and cash equivalents and accounts receivable in 2021?", "cash and"],
      ["What is the ratio of cost of revenue to total revenue for Amazon.com in FY2018?", "revenue to"],
      ["Compute the mean of Corning's yearly operating margin for FY2021 and FY2022.", "operating margin"],
    ]) expect(propertyAsked(question!, at(question!, figure!))).toBeNull();
  });

  it("reads a noun ending the question right after the figure, not its period", () => {
    const smell = "What is the square root of 3M's dividend yield smell?";
    expect(nounAfter(smell, at(smell, "yield") + "yield".length)).toBe("smell");
    const period = "What was Nike's revenue last year?";
    expect(nounAfter(period, at(period, "revenue") + "revenue".length)).toBe("last year");
    const plain = "What was Nike's revenue in 2020?";
    expect(nounAfter(plain, at(plain, "revenue") + "revenue".length)).toBeNull();
  });

  it("reads where revenue is said to come from", () => {
    const hotel = "How much revenue did Nike earn from its hotel chain in fiscal 2020?";
    expect(sourcesAfter(hotel, at(hotel, "revenue") + "revenue".length)).toEqual(["hotel chain in fiscal"]);
  });
});
