import { describe, expect, it } from "vitest";
import { referredDefinition } from "./referred-definition";

describe("a definition referred back to in other words", () => {
  const keys = ["fifo basis inventory", "adjusted debt"];
  it.each([
    ["that fifo basis amount", "fifo basis inventory"],
    ["this adjusted debt figure", "adjusted debt"],
    ["that adjusted debt", "adjusted debt"],
  ])("%s", (key, name) => {
    expect(referredDefinition(key, keys)).toBe(name);
  });

  it.each(["fifo basis amount", "that inventory amount", "that amount"])("refers to nothing in %s", (key) => {
    expect(referredDefinition(key, keys)).toBeNull();
  });
});
