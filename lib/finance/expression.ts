// Metric formulas as data: small expression trees over line items, which can be evaluated
// against the figures of a filing, listed for the inputs they need, and written out for people.
import { lineItem, type LineItemId } from "./line-items";

/**
 * Which value of a line item: this period's, the prior period's, the average of the two
 * (balance-sheet denominators such as average total assets), or the change between them.
 */
export type PeriodRef = "current" | "prior" | "average" | "change";

export type Expr =
  | { item: LineItemId; at: PeriodRef }
  | { constant: number }
  | { op: "+" | "-" | "*" | "/"; left: Expr; right: Expr }
  /** The first alternative whose inputs are all available (gross profit, or revenue − COGS). */
  | { firstOf: Expr[] };

export const item = (id: LineItemId, at: PeriodRef = "current"): Expr => ({ item: id, at });
export const constant = (value: number): Expr => ({ constant: value });
export const add = (left: Expr, right: Expr): Expr => ({ op: "+", left, right });
export const sub = (left: Expr, right: Expr): Expr => ({ op: "-", left, right });
export const mul = (left: Expr, right: Expr): Expr => ({ op: "*", left, right });
export const div = (left: Expr, right: Expr): Expr => ({ op: "/", left, right });
export const firstOf = (...options: Expr[]): Expr => ({ firstOf: options });

/**
 * A figure of a line item for the period asked about (offset 0) or the one before (offset -1),
 * as a positive amount for outflows; undefined when the filing does not show it.
 */
export type FigureLookup = (id: LineItemId, offset: 0 | -1) => number | undefined;

function figure(id: LineItemId, at: PeriodRef, lookup: FigureLookup): number | undefined {
  const current = lookup(id, 0);
  if (at === "current") return current;
  const prior = lookup(id, -1);
  if (at === "prior") return prior;
  if (current === undefined || prior === undefined) return undefined;
  return at === "average" ? (current + prior) / 2 : current - prior;
}

/** The value of an expression, or undefined when an input is missing or it divides by zero. */
export function evaluate(expr: Expr, lookup: FigureLookup): number | undefined {
  if ("constant" in expr) return expr.constant;
  if ("item" in expr) return figure(expr.item, expr.at, lookup);
  if ("firstOf" in expr) {
    for (const option of expr.firstOf) {
      const value = evaluate(option, lookup);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  const left = evaluate(expr.left, lookup);
  const right = evaluate(expr.right, lookup);
  if (left === undefined || right === undefined) return undefined;
  switch (expr.op) {
    case "+": return left + right;
    case "-": return left - right;
    case "*": return left * right;
    case "/": return right === 0 ? undefined : left / right;
  }
}

export interface InputNeed {
  item: LineItemId;
  /** Whether the prior period's figure is needed as well as the current one. */
  needsPrior: boolean;
}

/** Every line item an expression may read (all alternatives included), in first-use order. */
export function inputsOf(expr: Expr): InputNeed[] {
  const needs = new Map<LineItemId, boolean>();
  const walk = (e: Expr): void => {
    if ("item" in e) needs.set(e.item, (needs.get(e.item) ?? false) || e.at !== "current");
    else if ("firstOf" in e) e.firstOf.forEach(walk);
    else if ("op" in e) { walk(e.left); walk(e.right); }
  };
  walk(expr);
  return [...needs].map(([id, needsPrior]) => ({ item: id, needsPrior }));
}

const PRECEDENCE = { "+": 1, "-": 1, "*": 2, "/": 2 } as const;

/** The formula in words: "(Operating income + Depreciation and amortization) / Revenue". */
export function describe(expr: Expr): string {
  if ("constant" in expr) return String(expr.constant);
  if ("item" in expr) {
    const name = lineItem(expr.item).name;
    if (expr.at === "prior") return `prior-period ${name}`;
    if (expr.at === "average") return `average ${name}`;
    if (expr.at === "change") return `change in ${name}`;
    return name;
  }
  if ("firstOf" in expr) return expr.firstOf.map(describe).join(", or else ");
  const side = (e: Expr, right: boolean): string => {
    const text = describe(e);
    if (!("op" in e)) return text;
    const tighter = PRECEDENCE[e.op] < PRECEDENCE[expr.op] || (right && PRECEDENCE[e.op] === PRECEDENCE[expr.op]);
    return tighter ? `(${text})` : text;
  };
  const symbol = expr.op === "*" ? "×" : expr.op === "-" ? "−" : expr.op;
  return `${side(expr.left, false)} ${symbol} ${side(expr.right, true)}`;
}
