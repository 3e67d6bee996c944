import { describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import type { CompanyMention } from "./company-names";
import { askedCompanies } from "./question-subject";

const company = (id: string) => ({ id, name: id }) as unknown as Company;

/** The mentions of the names as they stand in the text. */
function mentions(text: string, names: Record<string, string>): CompanyMention[] {
  return Object.entries(names).map(([written, id]) => {
    const start = text.indexOf(written);
    return { company: company(id), text: written, start, end: start + written.length, via: "name" as const };
  });
}

const ids = (text: string, names: Record<string, string>) => askedCompanies(text, mentions(text, names)).map((m) => m.company.id);

describe("the company a question asks about", () => {
  it("keeps the company named in the possessive when another is named only as its counterparty", () => {
    const names = { "General Mills": "gis", Walmart: "wmt" };
    expect(ids("Who are General Mills' primary customers, and how much of fiscal 2021 sales came from Walmart?", names)).toEqual(["gis"]);
    expect(ids("How much of Lockheed Martin's sales came from Boeing?", { "Lockheed Martin": "lmt", Boeing: "ba" })).toEqual(["lmt"]);
  });

  it("keeps every company of a comparison, of several possessives, or of none", () => {
    expect(ids("Compare Costco's membership fees with Walmart's.", { Costco: "cost", Walmart: "wmt" })).toEqual(["cost", "wmt"]);
    expect(ids("Costco's and Walmart's revenue in 2022?", { Costco: "cost", Walmart: "wmt" })).toEqual(["cost", "wmt"]);
    expect(ids("Did Walmart buy from General Mills?", { Walmart: "wmt", "General Mills": "gis" })).toEqual(["wmt", "gis"]);
    expect(ids("Which grew faster in 2022, Nike's revenue or Adobe's?", { Nike: "nke", Adobe: "adbe" })).toEqual(["nke", "adbe"]);
  });
});
