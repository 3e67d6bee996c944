// The longest question any operation reads. Reading a question and ranking pages for it costs in
// proportion to its words; real questions run to a few hundred characters (the longest of the
// development set is under 400), so a bound far above them keeps one request from costing seconds
// of CPU. Longer text is a validation error, like any other parameter out of bounds.
export const MAX_QUESTION_LENGTH = 4_000;
