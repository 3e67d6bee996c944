// The fiscal calendar a report reveals (year-end day and how the year is named), kept so that
// current reports cataloged on any run can be dated by their company's calendar.
export const up = `ALTER TABLE documents ADD COLUMN fiscal_calendar TEXT;`;
