// A part named by its words or by the initials its filing gives it once introduced ("BCA revenues
// by customer location" for Boeing Commercial Airplanes), never by two letters alone.
import { describe, expect, it } from "vitest";
import { ownerNamed } from "./owner-named";

describe("whether a text names the part asked as the holder of the parts", () => {
  it.each([
    ["Table of Contents BCA revenues by customer location consist of the following:", ["commercial", "airplanes"], "The Boeing Company", true],
    ["BGS revenues consist of the following:", ["global", "services"], "The Boeing Company", true],
    ["MFC net sales by product line", ["missiles", "and", "fire", "control"], "Lockheed Martin Corporation", true],
    ["Net sales for our North America Retail operating units were as follows:", ["north", "america", "retail"], "General Mills, Inc.", true],
    ["Revenues, including foreign military sales, are reported by customer location and consist of the following:", ["commercial", "airplanes"], "The Boeing Company", false],
    ["Revenue by state: CA, TX and NY", ["commercial", "airplanes"], "Acme Corp", false],
    ["BDS revenues on contracts with customers", ["commercial", "airplanes"], "The Boeing Company", false],
  ] as const)("%s", (text, owner, company, named) => {
    expect(ownerNamed(text, owner, company)).toBe(named);
  });
});
