// The financial vocabulary shared by retrieval and the answer engine: statements, their line
// items and the metrics computed from them.
export { STATEMENTS, STATEMENT_KINDS, statement, findStatements, findStatementTitles } from "./statements";
export type { StatementKind, StatementDefinition } from "./statements";
export { LINE_ITEMS, LINE_ITEM_IDS, isRowLabel, lineItem, rowLabelItem } from "./line-items";
export { itemWithinLabel, matchRowLabel } from "./line-item-match";
export { listedLineItem } from "./listed-label";
export type { DictionaryItemId, LineItemDefinition, LineItemId, RowLabelId } from "./line-items";
export { METRICS, metric, evaluateMetric, metricInputs, ratioMetric } from "./metrics";
export { derivedItem } from "./derived-items";
export type { FormulaMetric, MetricDefinition, MetricUnit, SeriesMetric } from "./metrics";
export { evaluate, describe, inputsOf } from "./expression";
export type { Expr, FigureLookup, InputNeed, PeriodRef } from "./expression";
export { findMetrics, findLineItems } from "./find-terms";
export type { LineItemMatch, MetricMatch } from "./find-terms";
export { tokenize, words, phraseKey, stem } from "./normalise";
export { withoutSignAlternatives } from "./label-asides";
export { UNIT_NOTE, percentAsked, shorthandDecimals, shorthandPercent, shorthandScale } from "./answer-units";
export type { Token } from "./normalise";
export { AVERAGE_NAME, composedMetric, containsPhrase, definedMetrics, findDefinitions } from "./question-formulas";
export { averagesBalances, balanceAsAsked } from "./balance-convention";
export type { ComposedMetric, DefinedMetrics, Definition } from "./question-formulas";
export { parseFormula, termExpr } from "./formula-words";
export type { FormulaContext } from "./formula-words";
export { askedLabels, labelWithoutBasis } from "./asked-label";
export type { AskedLabel } from "./asked-label";
export { deductedRows } from "./deducted-rows";
