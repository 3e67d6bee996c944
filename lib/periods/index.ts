// Periods: months and dates, fiscal calendars, and how each company names its fiscal years.
export * from "./months";
export * from "./fiscal-calendar";
export * from "./fiscal-year-naming";
export * from "./company-calendars";
