import { describe, expect, it } from "vitest";
import { definedAbbreviations, namesSpelledOut } from "./defined-abbreviations";

describe("abbreviations a filing defines for a name the question spells out", () => {
  it.each([
    ["Why did Lockheed Martin's Rotary and Mission Systems sales decline in 2022?", ["Lockheed Martin", "Rotary and Mission Systems"]],
    ["What lifted Boeing Global Services revenue in 2021?", ["Boeing Global Services"]],
    ["Why did JPMorgan's Consumer & Community Banking earnings drop?", ["Consumer & Community Banking"]],
    ["What drove net sales?", []],
  ])("reads the names of %s", (question, names) => {
    expect(namesSpelledOut(question)).toEqual(names);
  });

  it("finds the letters in parentheses after the name, in any page", () => {
    const pages = [
      "We operate in four business segments: Aeronautics, Missiles and Fire Control (MFC), Rotary and Mission Systems (RMS) and Space.",
      "The Firm’s consumer business segment is Consumer & Community Banking (“CCB”).",
    ];
    expect([...definedAbbreviations("Why did Rotary and Mission Systems sales decline?", pages)]).toEqual([["Rotary and Mission Systems", "RMS"]]);
    expect([...definedAbbreviations("How did Consumer & Community Banking do?", pages)]).toEqual([["Consumer & Community Banking", "CCB"]]);
    // Letters that do not start as the name does, or that the question already writes, are no definition.
    expect(definedAbbreviations("Why did Space sales rise?", pages).size).toBe(0);
    expect(definedAbbreviations("Why did Rotary and Mission Systems (RMS) sales fall?", pages).size).toBe(0);
    expect(definedAbbreviations("Why did Rotary and Mission Systems sales fall?", ["Rotary and Mission Systems (XYZ) …"]).size).toBe(0);
  });
});
