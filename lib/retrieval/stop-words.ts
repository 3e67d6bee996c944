// Words that say nothing about what a question is about. They are left out of the lexical
// query (an OR over them matches every page and is slow) and never read as company names.

export const STOP_WORDS: ReadonlySet<string> = new Set(`
a about above across after again against all almost along also although always am among an and another any anyone
anything are around as at be became because become been before being below between both but by can could did do does
doing done down during each either else even ever every few for from further had has have having he her here hers
herself him himself his how however i if in into is it its itself just least less like made make many may me might
more most much must my myself near need neither never no nor not now of off often on once one only or other others
otherwise our ours ourselves out over own per perhaps please rather same shall she should since so some something
such than that the their theirs them themselves then there therefore these they this those though through thus to
too toward under until up upon us very via was we well were what whatever when where whether which while who whom
whose why will with within without would yet you your yours yourself yourselves
company company's companies firm business businesses corporation inc
`.split(/\s+/).filter(Boolean));

/**
 * Words of the instructions that come with generated questions ("round your answer to two
 * decimal places", "basing your judgments off of the balance sheet"): they describe the form
 * of the answer, not its subject, and match legal boilerplate when searched.
 */
export const INSTRUCTION_WORDS: ReadonlySet<string> = new Set(`
answer answers answering question questions round rounded rounding decimal decimals place places unit units percent
percents percentage usd millions million billions billion thousands thousand dollars calculate calculated compute
computed extract extracted provide provided response respond solution give state stated explain explanation why
judgment judgments judgement basing base based utilizing utilize using use used relying rely referencing reference
primarily mainly clearly plainly shown outlined details detail information info data drawing draw conclusions
conclusion agreement according considering consider help need want following abilities ability best possible exact
approximation reasonable approximate number numbers figure figures define defined definition formula metric metrics
financial analyst ask asked tell shows show find report reported value values amount total year years fiscal fy
statement statements sheet line item items end
`.split(/\s+/).filter(Boolean));
