import { describe, expect, it } from "vitest";
import { unmentioned, unmentionedKinds, unmentionedPredicate, unreportedAdjustedMeasure } from "./unmentioned";

describe("unmentioned", () => {
  it("keeps a capitalised name past the question's start, as written", () => {
    expect(unmentioned("Which lawsuits does Tesla face over Autopilot crashes?", ["tesla", "autopilot", "crashe"])).toEqual({
      names: ["Tesla", "Autopilot"],
      things: ["crashes"],
    });
  });

  it("keeps a capitalised word as a name beside a capitalised phrasing or period word, a title no page has", () => {
    // The pages have "things", never "Stranger": the show's title is a name, not a title-cased term.
    expect(unmentioned("NFLX FY17 Stranger Things production cost, $mm?", ["stranger"]).names).toEqual(["Stranger"]);
    expect(unmentioned("What did Netflix spend on Stranger Things in 2017?", ["stranger"]).names).toEqual(["Stranger"]);
    // A run of terms stays one: "Capital Intensive" with "capital" on the pages.
    expect(unmentioned("Is Walmart Capital Intensive?", ["intensive"]).names).toEqual([]);
  });

  it("keeps a product named lowercase first, as its maker writes it", () => {
    expect(unmentioned("What was Boeing's revenue from iPhones in fiscal 2022?", ["iphone"]).names).toEqual(["iPhones"]);
    // One the pages print is no subject missing from them.
    expect(unmentioned("What was Apple's revenue from iPhones in fiscal 2022?", []).names).toEqual([]);
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
    // Boeing titles its balance sheet "Statements of Financial Position": "sheet" is on none of its pages.
    expect(unmentioned("Did Boeing's balance sheet leverage change materially during 2019?", ["sheet"]).things).toEqual([]);
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

  it("tells a missing word saying which one of a thing the pages do speak of", () => {
    expect(unmentionedKinds("What operating income did Verizon's cruise line segment earn in 2021?", ["cruise"])).toEqual(["cruise"]);
    expect(unmentionedKinds("What was the EBITDA of General Mills' airline segment in fiscal 2021?", ["airline"])).toEqual(["airline"]);
    expect(unmentionedKinds("How much revenue did the hotel chain bring in?", ["hotel"])).toEqual(["hotel"]);
  });

  it("reads no kind in a missing word that ends its phrase, is a verb or stands apart", () => {
    expect(unmentionedKinds("What were the agreed terms of Boeing's planned tie-up with Embraer?", ["tie"])).toEqual([]);
    expect(unmentionedKinds("What drove the reduction in SG&A expense as a percent of net sales?", ["reduction"])).toEqual([]);
    expect(unmentionedKinds("MGM 2017: what legal exposure came out of the shooting?", ["exposure", "out"])).toEqual([]);
    expect(unmentionedKinds("How concentrated are Corning's segment sales among a handful of customers?", ["handful"])).toEqual([]);
    expect(unmentionedKinds("Who does Netflix compete against for viewers, per its 2018 annual report?", ["viewers"])).toEqual([]);
    expect(unmentionedKinds("What lifted McDonald's comparable sales?", ["lifted"])).toEqual([]);
    expect(unmentionedKinds("Does Corning depend on any single customer for 10% or more of its sales?", ["single"])).toEqual([]);
    // Of two missing words together, the one before a noun the pages have says which one.
    expect(unmentionedKinds("What did its theme park segment earn?", ["theme", "park"])).toEqual(["park"]);
  });

  it("takes the asker and the verb put to them for phrasing", () => {
    expect(unmentioned("Would you call American Water Works a capital-intensive business?", ["you", "call"])).toEqual({ names: [], things: [] });
    expect(unmentioned("Can you tell me what Acme's segments are?", ["you", "tell", "me"]).things).toEqual([]);
  });

  it("tells the word a question says its subject is, when no page has it", () => {
    expect(unmentionedPredicate("Why is the balance sheet of Walmart blue?", ["blue"])).toBe("blue");
    expect(unmentionedPredicate("How was Verizon's spectrum auction so crunchy?", ["crunchy"])).toBe("crunchy");
    // The object of a preposition, or a word the pages have, is no such word.
    expect(unmentionedPredicate("What is Amazon's stance on unions?", ["unions"])).toBeNull();
    expect(unmentionedPredicate("Why is the balance sheet of Walmart blue?", [])).toBeNull();
    expect(unmentionedPredicate("What drove sales?", ["drove"])).toBeNull();
  });

  it.each([
    ["Per 3M's 2021 annual report, how had the Combat Arms Earplugs bellwether trials gone so far, and what claim backlog sat behind them?", ["annual", "far", "backlog", "sat", "behind"], ["backlog"]],
    ["What debt did NIKE raise at the onset of the COVID-19 pandemic in fiscal 2020, and what extra credit line did it add?", ["onset", "extra"], []],
    ["Per Best Buy's fiscal 2020 annual report, how far did it draw on its revolving credit facility once COVID-19 hit?", ["annual", "far", "once", "hit"], []],
  ])("counts no everyday phrasing among the things a question names: %s", (question, missing, things) => {
    expect(unmentioned(question, missing).things).toEqual(things);
  });
});

describe("a measure the company would define itself", () => {
  it("is unreported when no page names it", () => {
    expect(unreportedAdjustedMeasure("What Adjusted EBITDAR did Activision Blizzard report for 2020?", ["ebitdar"])).toBe("EBITDAR");
    expect(unreportedAdjustedMeasure("What adjusted FFO did Netflix report for 2017?", ["ffo"])).toBe("FFO");
  });

  it("is reported when a page names it, and no adjusted word is no measure", () => {
    expect(unreportedAdjustedMeasure("What Adjusted EBITDA did Block report for 2019?", [])).toBeNull();
    expect(unreportedAdjustedMeasure("What was revenue in 2019?", ["revenue"])).toBeNull();
    expect(unreportedAdjustedMeasure("What was adjusted for 2019 inflation?", ["for"])).toBeNull();
    expect(unreportedAdjustedMeasure("Was guidance adjusted downward in 2019?", ["downward"])).toBeNull();
  });
});
