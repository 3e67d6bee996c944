// The whole a question names before "which" with its period after it ("Within NIKE Brand
// wholesale equivalent revenues for fiscal 2023, which …"): the preposition and the period are no
// words of the whole's name, so the table totalling it is found.
import { describe, expect, it } from "vitest";
import { wholePartsAsked } from "./whole-parts-asked";

describe("a whole named with its period", () => {
  it.each([
    ["Within NIKE Brand wholesale equivalent revenues for fiscal 2023, which consumer construct grew the fastest versus fiscal 2022?", "NIKE Brand wholesale equivalent revenues", "moved"],
    ["Among 3M's inventories at year-end 2022, which category was the biggest?", "inventories", "rank"],
    ["Of Walmart's accrued liabilities in fiscal 2021, which item was largest?", "accrued liabilities", "rank"],
    ["Among its deferred tax assets as of the end of fiscal 2022, which grew fastest?", "deferred tax assets", "moved"],
  ] as const)("%s", (question, whole, how) => {
    expect(wholePartsAsked(question)).toMatchObject({ whole, how });
  });
});
