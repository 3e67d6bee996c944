import { describe, expect, it } from "vitest";
import { amountSubjectTest, asksCount, countedThing, statesCount } from "./amount-subject";

describe("passages that can answer a count or an amount of a thing named", () => {
  it("reads a count asked, not a difference or a span asked with 'how many'", () => {
    expect(asksCount("How many Xbox consoles did Microsoft sell?")).toBe(true);
    expect(asksCount("Roughly how many people worked there?")).toBe(true);
    expect(asksCount("By how many percentage points did it raise its guidance?")).toBe(false);
    expect(asksCount("How many days of inventory did it hold?")).toBe(false);
  });

  it("finds a count of things, not money, a percentage, a year, a day or a model's number", () => {
    expect(statesCount("As of May 31, 2023, we had approximately 83,700 employees worldwide.")).toBe(true);
    expect(statesCount("We operate 858 warehouses.")).toBe(true);
    expect(statesCount("Xbox hardware revenue decreased 16%, mainly due to lower prices of Xbox One consoles sold.")).toBe(false);
    expect(statesCount("A decline in Xbox 360 console volume in fiscal 2017.")).toBe(false);
    expect(statesCount("We recorded a charge of $8,259 million on May 31, 2019.")).toBe(false);
    expect(statesCount("Deliveries of the 737 MAX were suspended.")).toBe(false);
  });

  it("keeps, of an amount asked of a thing named, the passages naming it; of a count, those stating one", () => {
    const test = amountSubjectTest("How much did Netflix spend producing the series Stranger Things?", true, "Netflix, Inc.")!;
    expect(test("We are devoting more resources toward the production of original programming.")).toBe(false);
    expect(test("Stranger Things cost $8 million an episode.")).toBe(true);
    const paid = amountSubjectTest("What did Amazon pay for Whole Foods Market?", true, "Amazon.com, Inc.")!;
    expect(paid("We acquired Whole Foods for approximately $13.2 billion.")).toBe(true);
    const count = amountSubjectTest("How many stores does the company plan to close?", true, "CVS Health Corporation")!;
    expect(count("The company plans to close approximately 900 stores over three years.")).toBe(true);
    expect(count("Store closures will cost $1.2 billion.")).toBe(false);
    // Neither a count nor an amount of a thing named: every passage may answer.
    expect(amountSubjectTest("Who are the company's largest customers?", false, "Acme Inc.")).toBeNull();
    expect(amountSubjectTest("How much did revenue grow?", true, "Acme Inc.")).toBeNull();
  });

  it("reads the noun counted, people as employees, and finds its count only right before it", () => {
    expect(countedThing("How many Xbox consoles did Microsoft sell in fiscal 2017?")).toEqual(["consol"]);
    expect(countedThing("How many stores is CVS planning to close?")).toEqual(["stor"]);
    expect(countedThing("Roughly how many people worked for NIKE?")).toContain("employ");
    // A verb right after "how many" names no noun: any count of the passage may be the answer.
    expect(countedThing("How large was the workforce, and how many worked abroad?")).toBeNull();
    const consoles = countedThing("How many Xbox consoles did Microsoft sell?");
    expect(statesCount("Office 365 consumer subscribers increased to 27.0 million.", consoles)).toBe(false);
    expect(statesCount("We sold 12.5 million Xbox One consoles.", consoles)).toBe(true);
    expect(statesCount("As of May 31, 2023, we had approximately 83,700 employees worldwide.", countedThing("How many people did NIKE employ?"))).toBe(true);
    // Without a noun read, any count counts.
    expect(statesCount("We operate 858 warehouses.", null)).toBe(true);
  });

  it("keeps, of a count or amount asked of a model named by a number, the passages naming that model", () => {
    const test = amountSubjectTest("How many Boeing 797 aircraft were delivered in 2021?", true, "The Boeing Company")!;
    expect(test("747 Program We are currently producing at a rate of 5 aircraft per month.")).toBe(false);
    expect(test("We delivered 12 797 aircraft in 2021.")).toBe(true);
    const max = amountSubjectTest("How many 737 MAX airplanes were in inventory at year end?", true, "The Boeing Company")!;
    expect(max("We had approximately 450 737 MAX airplanes in inventory.")).toBe(true);
    // A year is no model.
    expect(amountSubjectTest("How much did revenue grow in FY 2021?", true, "Acme Inc.")).toBeNull();
  });
});
