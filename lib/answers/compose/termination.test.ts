// Why or when a deal was called off is answered only by a passage reporting it called off: a filing
// written while the deal was pending speaks of its termination only as a possibility.
import { describe, expect, it } from "vitest";
import { asksTermination, reportsTermination } from "./termination";

describe("a deal called off", () => {
  it.each([
    "Why did Adobe terminate its agreement to acquire Figma?",
    "When was the Figma deal called off?",
    "Did Pfizer abandon the merger with Allergan?",
    "What led Amcor to walk away from the Bemis transaction?",
  ])("reads the termination asked: %s", (q) => {
    expect(asksTermination(q)).toBe(true);
  });

  it.each(["When did Adobe complete its acquisition of Figma?", "What termination fee would Adobe pay if the merger agreement is terminated?", "How much did Adobe pay for Figma?"])(
    "reads no termination asked: %s",
    (q) => {
      expect(asksTermination(q)).toBe(false);
    },
  );

  it("takes only a passage reporting the deal called off, naming it", () => {
    expect(reportsTermination("On December 17, 2023, Adobe and Figma mutually agreed to terminate the merger agreement.", ["Figma"])).toBe(true);
    expect(reportsTermination("In December 2023 we terminated the merger agreement with Figma and paid a termination fee of $1.0 billion.", ["Figma"])).toBe(true);
    // Pending: a termination that may happen.
    expect(reportsTermination("If the merger agreement with Figma is terminated under certain circumstances, we may be required to pay a termination fee of $1.0 billion.", ["Figma"])).toBe(false);
    expect(reportsTermination("On September 15, 2022, we entered into a definitive agreement under which we intend to acquire Figma.", ["Figma"])).toBe(false);
    // Another deal's end answers nothing about this one.
    expect(reportsTermination("We terminated the agreement to sell our Workfront business.", ["Figma"])).toBe(false);
  });
});
