import { describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import { ambiguousOwner, ambiguousOwnerSearched } from "./ambiguous-owner";

const company = (name: string) => ({ id: name, name, tickers: [], aliases: [] }) as unknown as Company;
const catalog = ["American Express Company", "American Water Works Company, Inc.", "General Mills, Inc.", "General Motors Company", "The Boeing Company", "Johnson & Johnson"].map(company);

describe("ambiguousOwner", () => {
  it.each([
    ["What was American's total revenue in 2021?", "American", 2],
    ["American net income, fiscal 2020?", "American", 2],
    ["How much cash did General hold at the end of 2022?", "General", 2],
  ])("reads a word several companies' names begin with as none of them: %s", (q, owner, count) => {
    const found = ambiguousOwner(q, catalog);
    expect(found?.owner).toBe(owner);
    expect(found?.companies).toHaveLength(count);
  });

  it.each([
    "What was Boeing's revenue in 2021?",
    "Johnson's net income in 2022?",
    "What was Kroger's revenue in 2021?",
    "What was total revenue in 2021?",
  ])("leaves a word one company's name or none begins with: %s", (q) => {
    expect(ambiguousOwner(q, catalog)).toBeNull();
  });

  it("names the companies the word could be", () => {
    const found = ambiguousOwner("What was American's total revenue in 2021?", catalog)!;
    expect(ambiguousOwnerSearched(found)).toMatch(/"American".*American Express Company; American Water Works Company, Inc\./);
  });
});
