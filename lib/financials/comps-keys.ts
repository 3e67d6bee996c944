// The key of a comps cell, shared by the table that fills it and the views that read it.
export const compsKey = (metric: string, company: number, period: string) => `${metric}|${company}|${period}`;
