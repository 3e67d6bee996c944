import { describe, expect, it } from "vitest";
import { unmentioned } from "./unmentioned";

describe("unmentioned", () => {
  it("keeps a capitalised name past the question's start, as written", () => {
    expect(unmentioned("Which lawsuits does Tesla face over Autopilot crashes?", ["tesla", "autopilot", "crashe"])).toEqual({
      names: ["Tesla", "Autopilot"],
      things: ["crashes"],
    });
  });

  it("keeps things named in lower case, a verb form naming a thing among them", () => {
    const missing = ["say", "vehicle", "charging", "station"];
    expect(unmentioned("What does Netflix's annual report say about its network of electric-vehicle charging stations?", missing).things).toEqual([
      "vehicle",
      "charging",
      "stations",
    ]);
    expect(unmentioned("What is the boiling point of Verizon's wireless licenses?", ["boiling", "point"]).things).toEqual(["boiling", "point"]);
  });

  it("drops phrasing: question words, rank words, everyday verbs, verb forms before a small word, periods and forms", () => {
    expect(unmentioned("Who is the main customer, and how large a share came from it?", ["who", "main", "large", "came"])).toEqual({ names: [], things: [] });
    expect(unmentioned("How many stores is CVS planning to shut, and over what timeframe?", ["planning", "shut", "timeframe"]).things).toEqual([]);
    expect(unmentioned("What happened at Amcor's plant in Durban?", ["happened"]).things).toEqual([]);
    expect(unmentioned("What was in the 10K for FY2022 and Q2?", ["10k", "fy2022", "q2"]).things).toEqual([]);
  });

  it("reads a capitalised word beside capitalised words the pages have as a term written in title case", () => {
    expect(unmentioned("Is CVS a Capital Intensive business?", ["intensive"])).toEqual({ names: [], things: ["Intensive"] });
    expect(unmentioned("Which lawsuits does Tesla face?", ["tesla"]).names).toEqual(["Tesla"]);
  });

  it("takes neither the question's first word nor an abbreviation in capitals for a name", () => {
    expect(unmentioned("Bitcoin holdings of General Mills?", ["bitcoin"])).toEqual({ names: [], things: [] });
    expect(unmentioned("Does AMEX have an improving margin profile?", ["amex", "profile"])).toEqual({ names: [], things: ["profile"] });
  });

  it("drops verbs by their place after the subject and indefinite pronouns, keeping the things named", () => {
    const missing = ["lean", "someone", "else", "flag"];
    expect(unmentioned("Netflix leans on someone else's cloud. Why does the company flag it?", missing)).toEqual({ names: [], things: [] });
    expect(unmentioned("Activision stopped publishing Destiny; did it raise prices?", ["stopped", "raise", "price"]).things).toEqual(["prices"]);
    expect(unmentioned("How big was the workforce at the end of 2022?", ["end"]).things).toEqual([]);
    // A noun after a rank word or a possessive is no verb.
    expect(unmentioned("What are the risks to the company?", ["risk"]).things).toEqual(["risks"]);
    expect(unmentioned("Which suppliers does Home Depot say it depends on?", ["supplier", "depend"]).things).toEqual(["suppliers"]);
    expect(unmentioned("What did Lockheed Martin's hotels add to sales?", ["hotel"]).things).toEqual(["hotels"]);
    expect(unmentioned("How many Kirkland Signature cars in 2023?", ["car"]).things).toEqual(["cars"]);
    expect(unmentioned("Costco says so. Kirkland Signature sells on its own?", ["sell"]).things).toEqual([]);
  });
});
