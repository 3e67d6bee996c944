// Narrative and domain questions about the sample filings, each with the pages that answer it
// (checked by reading them). They ask in an analyst's words rather than the filing's ("tariff
// increases" for rate cases, "lawsuits" for legal proceedings), so page recall on them measures
// how well retrieval bridges that gap. Filings are named as the sample corpus names them: the
// first 16 hex digits of the PDF's SHA-256 (documents carry it as metadata.sha256).

export interface NarrativeQuestion {
  question: string;
  /** Pages that answer the question, as "<sha256 prefix>#<page number>". */
  evidence: string[];
}

export const NARRATIVE_QUESTIONS: readonly NarrativeQuestion[] = [
  { question: "Which company did Microsoft buy in fiscal 2017, and what did it pay?", evidence: ["b963e1a5674c56b1#29", "b963e1a5674c56b1#72"] },
  { question: "How many new paying streaming subscribers did Netflix sign up in 2018?", evidence: ["182eb08c330375b0#20", "182eb08c330375b0#21"] },
  { question: "Is Walmart fighting any employment lawsuits in the UK according to its FY2018 10-K?", evidence: ["661512df698c895a#82"] },
  { question: "Did Walmart get rid of its British grocery chain in fiscal 2021?", evidence: ["0b1126cab3184ee8#9", "0b1126cab3184ee8#33", "0b1126cab3184ee8#71", "0b1126cab3184ee8#77"] },
  { question: "What tax dispute did Activision Blizzard have with Swedish authorities in 2018?", evidence: ["7f7a57d287a35395#33", "7f7a57d287a35395#142", "7f7a57d287a35395#147"] },
  { question: "Why did General Mills take exit costs in fiscal 2023 and what did they cover?", evidence: ["48a68f2e6dae2d47#52"] },
  { question: "How is American Water Works asking state regulators for higher tariffs in 2021?", evidence: ["701528ae6d14a772#59", "701528ae6d14a772#60", "701528ae6d14a772#98", "701528ae6d14a772#99"] },
  { question: "Which countries make most of Nike's shoes in FY2020?", evidence: ["1c11d4942f12de57#5"] },
  { question: "How dependent was Lockheed Martin on the US government for its 2019 revenue?", evidence: ["e1f294d7d130f850#3"] },
  { question: "How large was Lockheed Martin's order book at the end of 2022?", evidence: ["9a2317300d0f1e26#34", "9a2317300d0f1e26#40", "9a2317300d0f1e26#44"] },
  { question: "Which companies did Adobe take over in fiscal 2021?", evidence: ["c8b1340273afacea#39", "c8b1340273afacea#71"] },
  { question: "How much did the pandemic cost Amazon in 2020?", evidence: ["d5ee9892f7fe5295#20", "d5ee9892f7fe5295#24", "d5ee9892f7fe5295#26", "d5ee9892f7fe5295#28"] },
  { question: "How far had Coca-Cola got in handing its North American bottlers to independent partners by the end of 2017?", evidence: ["b57c75cf20916904#92", "b57c75cf20916904#139"] },
  { question: "Who does Square see as its main rivals in its 2019 annual report?", evidence: ["12cf046b906a573b#18"] },
  { question: "What cost charges did McDonald's take for reorganising its corporate operations in Q1 2023?", evidence: ["f94b34aa74848766#1", "f94b34aa74848766#2"] },
  { question: "How much does Netflix owe to studios for programming at the end of 2018?", evidence: ["182eb08c330375b0#30", "182eb08c330375b0#55"] },
  { question: "Did General Mills buy back stock in fiscal 2021, and how much?", evidence: ["91913a1a1349b438#27", "91913a1a1349b438#71"] },
  { question: "How big was Activision Blizzard's workforce at the end of 2020 and where were they?", evidence: ["521b66e308144e1a#8"] },
  { question: "What lawsuits was Amazon defending in its 2019 annual report?", evidence: ["d7df8c6cf3e351a8#60", "d7df8c6cf3e351a8#61", "d7df8c6cf3e351a8#62"] },
  { question: "Is Microsoft's revenue stronger in some quarters than others in fiscal 2017?", evidence: ["b963e1a5674c56b1#30"] },
  { question: "Did Coca-Cola book charges for selling bottling territories in 2017?", evidence: ["b57c75cf20916904#139", "b57c75cf20916904#152", "b57c75cf20916904#153"] },
  { question: "What layoff or restructuring plan did Activision Blizzard announce, and what share of the charges was severance?", evidence: ["521b66e308144e1a#102"] },
  // Questions that name a company only through a brand or division it owns.
  { question: "How much revenue did LinkedIn bring in during fiscal 2017?", evidence: ["b963e1a5674c56b1#32"] },
  { question: "What caused the increase in AWS operating income in 2020?", evidence: ["d5ee9892f7fe5295#26"] },
  { question: "How much did Cash App segment revenue grow in 2020?", evidence: ["c19a9fb25db3270e#67"] },
  { question: "How many equal value claims did Asda face according to the FY2018 annual report?", evidence: ["661512df698c895a#82"] },
];
