import { readPeriods } from "./lib/retrieval/read-periods";
for (const q of ["FY2018 capex", "fiscal 2019 revenue", "Q2 of FY2023 close", "As of FY2023Q1, why", "as of Jun'23", "in 2022", "2015 - 2017", "last three years", "year end FY2019", "H1 FY2023", "8k filing dated 1st July 2022", "Q22023 year over year", "As of Q2'2023, is Pfizer", "In 2022 Q2, which", "between FY 2023 and Q2 of FY2024", "from FY2015 to FY2016", "FY2017 - FY2019 3 year average", "as of August 30, 2023", "3Q22 results", "second quarter of fiscal 2023", "FY23 guidance", "from 2022, 2021 and 2020", "3.625% Notes due 2026", "in 2024", "the first half of 2022"]) {
  const r = readPeriods(q); console.log(q.padEnd(40), JSON.stringify({ ...r, spans: r.spans.map(s => s.text) }));
}
