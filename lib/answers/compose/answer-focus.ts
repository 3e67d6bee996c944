// What a passage question asks, beyond its subject words: who the customers are, what legal
// matters stand, what the company expects, what drove a change. Each kind of ask has the shape of
// a passage that answers it (a sentence naming customers or sales to them, one speaking of courts
// and settlements, one saying what is expected, one giving causes) and the parts of a filing that
// hold such passages (Item 1 Business, Item 3 Legal Proceedings and the contingencies note, the
// outlook, MD&A's results of operations). A passage sharing the question's words without that
// shape mentions the subject; it does not answer.

export interface Ask {
  name: string;
  /** How the ask reads in a decline: "who the customers are". */
  described: string;
  /** A passage of this shape answers the ask. */
  answers: RegExp;
  /** Headings of the parts of a filing that hold such passages. */
  sections: RegExp;
  /** How much a passage without the shape is worth: asks whose answer has one shape are strict. */
  withoutShape: number;
  /** How much a table row is worth: a row of figures names no customer and gives no reason. */
  tableRow: number;
}

interface AskKind extends Ask {
  asked: RegExp;
  /** Also the ask, matched with case: a name's capital tells a business from a common noun. */
  askedByName?: RegExp;
  /** A question matching this is not the ask, whatever `asked` says ("bonds it sold" sells no business). */
  unless?: RegExp;
}

const KINDS: AskKind[] = [
  {
    name: "customers",
    described: "who the customers are",
    // Customers asked about themselves, not a thing of theirs ("customer concessions", "customer deposits").
    asked: /\b(?:customers?|clients?|buyers?)\b(?=\s*(?:$|[?,.;:)]|\s+(?:and|or|of|in|for|who|that|is|are|was|were|base|groups?)\b))|\bwho\s+(?:buys|purchases)\b|\bsells?\s+to\b|\b(?:largest|biggest|major|key|top|wholesale|retail)\s+(?:[\w.]+\s+){0,2}?accounts\b/i,
    answers:
      // "Customer financing … is reported separately" is a thing of the customers', not who they are.
      /\b(?:customers?|clients?)\b(?!\s+(?:financing|deposits?|concessions?|relationships?|services?|support|satisfaction|receivables?|contracts?|incentives?|programs?|data|experiences?|acquisition|retention|loyalty)\b)[^.;]{0,80}?\b(?:include[sd]?|including|are|is|was|were|consist\w*|compris\w*|such\s+as|represent\w*|accounted)\b|\b(?:sells?|sold|markets?|distributes?|serves?)\s+(?:\w+\s+){0,5}?(?:to|through)\b|\bsales\s+to\b|\baccount(?:ed|ing|s)?\s+for\b[^.]*\b(?:sales|revenues?)\b|\b(?:single|largest|primary|principal|major|significant)\s+customers?\b|\bcustomers?\b[^.;]{0,60}?\d+(?:\.\d+)?\s?%/i,
    // Customers who receive what is asked about ("concessions to 737 MAX customers", "refunds to
    // customers") are not what is asked: the concession or the refund is.
    unless: /\b(?:concessions?|considerations?|payments?|compensation|refunds?|credits?|discounts?|rebates?|incentives?|deliveries|shipments?|charges?)\s+(?:\w+\s+){0,4}?(?:to|for)\s+(?:[\w-]+\s+){0,3}?customers?\b|^(?![^?]*\b(?:customers?|clients?)\b)(?=[^?]*\b(?:buyers?|purchasers?)\b)(?=[^?]*\b(?:sale|sold|sell|selling|divest\w*|dispos\w*|spin-?off)\b)/i,
    sections: /\b(?:business|customers?|concentrations?|segments?|markets?|distribution|major\s+customers?)\b/i,
    withoutShape: 0.55,
    tableRow: 0.5,
  },
  {
    name: "legal",
    described: "what legal matters stand",
    asked: /\b(?:legal|lawsuits?|litigation|proceedings?|sued|suits?|courts?|settle\w*|investigations?|lawsuit)\b/i,
    answers: /\b(?:lawsuits?|litigation|claims?|complaints?|plaintiffs?|defendants?|courts?|settle\w*|proceedings?|class\s+actions?|alleg\w+|arbitration|jury|verdict|dismiss\w*|subpoena\w*|investigations?)\b/i,
    sections: /\b(?:legal\s+proceedings|litigation|contingenc\w*|commitments)\b/i,
    withoutShape: 0.55,
    tableRow: 0.4,
  },
  {
    name: "acquisitions",
    described: "what the company acquired",
    // "the purchase of Figma": a purchase of a named company, not of equipment.
    // What a company paid or spent for a named business is the price of acquiring it.
    asked: /\b(?:[Aa]cquisitions?|[Aa]cquired|[Aa]cquire|[Bb]ought|[Bb]uy|[Pp]urchased|[Mm]ergers?|M&A|m&a|ACQUISITIONS?)\b|\b[Pp]urchase\s+of\s+[A-Z]|\b(?:pay|paid|spend|spent)\s+for\s+(?:the\s+)?[A-Z]/,
    answers: /\b(?:acquired|acquisitions?\s+of|acquires?|completed\s+(?:the|its|our)\s+(?:acquisition|purchase)|merger\s+(?:with|of)|purchased)\b/i,
    sections: /\b(?:acquisitions?|business\s+combinations?|divestitures?)\b/i,
    withoutShape: 0.7,
    tableRow: 0.6,
  },
  {
    name: "divestitures",
    described: "what the company sold or spun off",
    // "Selling, general and administrative expenses", "selling price" and "sold to customers" are
    // no divestiture.
    asked: /\b(?:sell|sells|selling|sold)\b(?!,?\s+(?:general|and\s+(?:marketing|administrative)|expenses?|costs?|prices?|season|to\s+customers))|\b(?:divest\w*|dispos(?:e|ed|al)\s+of|spin(?:ning)?[- ]?offs?|spun[- ]off|split[- ]off|carve[- ]?outs?)\b/i,
    answers: /\b(?:sale\s+of|sold|sells?|divest\w*|dispos(?:ed|al)\s+of|spin[- ]off|spun[- ]off|split[- ]off|separation\s+of|completed\s+the\s+(?:sale|separation|spin))\b/i,
    // Selling bonds, notes or shares raises money; it disposes of no business.
    // "Square's 2019 sale of Caviar", "the sale of its Juice business": a sale of a named business
    // or of a unit, not "sales of products".
    askedByName: /\b[Ss]ale\s+of\s+(?:(?:its|the|their|our)\s+)?(?:[A-Z][\w&.-]*|(?:[\w-]+\s+){0,2}(?:business|unit|division|segment|subsidiary|stake|operations))\b|\b[A-Z][\w&.-]*\s+(?:sale|divestiture)\b(?!\s+of\b)/,
    unless: /\b(?:bonds?|notes|debentures|debt)\b/i,
    sections: /\b(?:divestitures?|dispositions?|discontinued\s+operations|acquisitions?\s+and\s+divestitures?|held\s+for\s+sale)\b/i,
    withoutShape: 0.75,
    // A row of a gain or loss on divestitures names no business sold.
    tableRow: 0.5,
  },
  {
    name: "guidance",
    described: "what the company expects",
    // "For the rest of 2023", "the remainder of the year": what is still to come is expected.
    asked: /\b(?:outlook|guidance|expects?|expected|expectations?|forecasts?|anticipat\w+|projected|projections?)\b|\b(?:rest|remainder)\s+of\s+(?:the\s+)?(?:year|(?:fiscal\s+)?(?:19|20)\d\d)\b/i,
    answers: /\b(?:expects?|expected|expectations?|outlook|guidance|anticipates?|forecasts?|projects?|projected|target(?:s|ed)?|scheduled|raised|reaffirm\w*|plans?\s+to)\b/i,
    sections: /\b(?:outlook|guidance|forward)\b/i,
    withoutShape: 0.75,
    tableRow: 1,
  },
  {
    name: "drivers",
    described: "what drove it",
    // "Why" opens the question or a sentence of it: "It recorded a loss in 2022. Why?", "… - why?"
    // "What lifted / hurt / weighed on sales" asks what drove them, in the verb of their effect.
    // "Why" after a lead-in asks it too: "According to its 10-K, why did SG&A fall?", "Summarise
    // why net sales changed".
    asked:
      /(?:^|[.?!;:]\s+|[-–—]\s*)why\b|\bwhy\s+(?:did|does|do|is|are|was|were|has|have|had)\b|\bwhy\s+[^?]{1,80}?\b(?:changed|rose|fell|grew|declined|increased|decreased|improved|dropped)\b|\bwhat\s+(?:drove|caused|led\s+to|contributed|explains?|was\s+behind)\b|\bwhat\s+(?:[a-z]+\s+){0,2}?(?:drove|caused|lifted|boosted|helped|hurt|weighed\s+on|pushed|pressured|dragged|fuel(?:l)?ed|powered|propelled|held\s+back|hampered)\b|\b(?:drivers?|driven|reasons?|factors?|due\s+to|because)\b/i,
    answers:
      // A decision and its purpose are a cause too: "we made the decision … to maintain a higher cash balance in order to …".
      /\b(?:due\s+to|driven\s+by|primarily|mainly|largely|result(?:ed|s)?\s+(?:of|from|in)|as\s+a\s+result|attributable\s+to|reflect\w*|offset\s+by|because|led\s+by|contribut\w+|related\s+to|benefit(?:t?ed|s)?\s+from|(?:helped|hurt|pressured|impacted)\s+by|in\s+order\s+to|so\s+as\s+to|decision\s+to|decided\s+to)\b/i,
    sections: /\b(?:results\s+of\s+operations|management['’]s\s+discussion|md&a|overview|analysis|revenues?|sales|income|margins?|expenses?)\b/i,
    withoutShape: 0.75,
    tableRow: 0.4,
  },
  {
    name: "risks",
    described: "what risks the company names",
    asked: /\b(?:risks?|threats?|headwinds?|uncertaint\w*|vulnerab\w*)\b/i,
    // Risk factors say what could happen and to what: "… could adversely affect our results".
    answers: /\b(?:could|may|might)\s+(?:not\s+)?(?:\w+\s+){0,3}?(?:adversely|negatively|materially|harm\w*|affect\w*|impact\w*|reduce|disrupt\w*|result)\b|\brisks?\b|\buncertaint\w*/i,
    sections: /\brisk\s+factors?\b|\brisks?\s+(?:related|relating)\b/i,
    withoutShape: 0.8,
    tableRow: 0.4,
  },
  {
    name: "auditor",
    described: "who the auditor is",
    // Who audits the company ("who audits it", "which accounting firm", "the name of its auditor",
    // "its external auditor"), not what the auditor's report says ("the auditor's critical audit
    // matters", "what did the auditor flag"), its audit committee, internal audit or a regulator's audits.
    asked:
      /\bwho\b[^?]{0,60}?\b(?:audits|audited|auditors?|audit\s+firm|accounting\s+firm)\b|\b(?:which|what)\s+(?:\w+\s+){0,3}?(?:accounting|audit(?:ing)?)\s+firm\b|\bnames?\s+of\s+(?:the\s+|its\s+)?(?:company['’]s\s+)?(?:independent\s+)?(?:auditors?|(?:registered\s+public\s+)?accounting\s+firm|registered\s+public)\b|\b(?:external|independent|outside)\s+(?:auditors?|accountants?)\b(?!['’]s?\s|\s+(?:report|opinion|raised?|flagg?(?:ed)?|identif\w*|f(?:ou|i)nd\w*))/i,
    // The report names the firm where it signs ("/s/ Ernst & Young LLP") and says what it did and
    // how long it has served ("We have served as the Company's auditor since 2007").
    answers: /\/s\/\s*\w[^|\n]{1,60}?\b(?:LLP|L\.L\.P\.)|\bserved\s+as\s+the\s+company['’]s\s+auditor\b|\bwe\s+have\s+(?:also\s+)?audited\b|\b\w[\w&]*(?:\s+(?:&\s+)?\w[\w&]*){0,2}\s+LLP\b/i,
    sections: /\breport\s+of\s+independent\s+registered\s+public\s+accounting\s+firm\b|\bindependent\s+auditors?['’]?\s+report\b|\bprincipal\s+account(?:ant|ing)\s+fees\b/i,
    withoutShape: 0.5,
    tableRow: 0.4,
  },
  {
    name: "competition",
    described: "who the company competes with",
    asked: /\b(?:compet\w*|rivals?)\b/i,
    // "We compete with …", "our competitors include …", "the principal competitive factors are …".
    answers:
      /\bcompete[sd]?\b|\bcompeting\s+(?:with|against)\b|\bcompetitors?\b[^.;]{0,60}?\b(?:include[sd]?|including|are|such\s+as)\b|\bcompetition\s+(?:from|with|includes)\b|\bcompetitive\s+(?:factors|position)\b/i,
    sections: /\bcompetit\w*\b/i,
    withoutShape: 0.75,
    tableRow: 0.4,
  },
  {
    name: "properties",
    described: "what properties the company holds",
    // The company's properties (Item 2): its offices, plants, stores and land, owned or leased —
    // not "property, plant and equipment" (a balance), intellectual property or credit facilities.
    asked: /\b(?:properties|facilities|real\s+estate\s+(?:footprint|holdings))\b/i,
    unless: /\b(?:intellectual|investment|oil(?:\s+and\s+gas)?|gas|mineral|credit|loan|borrowing|financing)\s+(?:properties|facilities)\b/i,
    answers:
      /\bsquare\s+(?:feet|foot|footage|meters)\b|\bsq\.?\s?ft\b|\b(?<!(?:wholly|majority|jointly|partially)[\s-])(?:own|owns|owned|lease|leases|leased)\b(?!\s+(?:by\s+us\b|subsidiar\w*|entit\w*))|\bheadquarter\w*\b[^.;]{0,40}?\blocated\b|\b(?:campus|warehouses?|distribution\s+(?:centers?|facilities)|fulfillment\s+(?:centers?|network)|manufacturing\s+(?:plants?|facilities|sites)|land\s+holdings|acres)\b/i,
    // "Item 2. Properties", "Properties"; not "Property, Plant and Equipment".
    sections: /\bproperties\b/i,
    withoutShape: 0.6,
    // A table of stores or floor space by state or business answers where the properties are.
    tableRow: 0.8,
  },
  {
    name: "seasonality",
    described: "how seasonal the business is",
    asked: /\bseasonal\w*\b/i,
    // "Our business is seasonal", "no material portion of our business is considered to be
    // seasonal", "sales are highest in the fourth quarter", "moderate fluctuations in sales volume
    // during the year" — not a hotel named "Four Seasons", "seasonal employees", a category of goods
    // ("Home/Seasonal") or an attraction that "changes seasonally".
    answers:
      /(?<![/-])\bseasonal(?:ity)?\b(?!\s*\/?\s*(?:occasional\s+)?(?:employees|workers|staff|merchandise|hires?)\b)|\b(?:holiday|back-to-school)\s+(?:shopping\s+)?season\b|\b(?:first|second|third|fourth)\s+(?:fiscal\s+)?quarter\b[^.;]{0,100}?\b(?:highest|lowest|strongest|weakest|largest|peak|higher|lower)\b|\bfluctuat\w+\b[^.;]{0,80}?\b(?:during|throughout|over)\s+the\s+(?:fiscal\s+)?year\b/i,
    sections: /\bseasonal\w*\b/i,
    withoutShape: 0.6,
    tableRow: 0.4,
  },
  {
    name: "repurchases",
    described: "what the company repurchased or may repurchase",
    // A buyback's authorization is the board's approval to repurchase: "shares authorized" for
    // issue, or for grant under stock plans, are the share capital, not a buyback.
    asked: /\b(?:repurchas\w*|buy-?backs?|buying\s+back|bought\s+back|buy\s+back)\b/i,
    answers: /\b(?:repurchas\w*|buy-?backs?|bought\s+back|purchases?\s+of\s+(?:(?:our|its|the\s+company['’]s)\s+)?(?:(?:class\s+\w\s+)?common\s+)?(?:stock|shares)|treasury\s+(?:stock|shares))\b/i,
    sections: /\b(?:repurchas\w*|issuer\s+purchases|stockholders['’]?\s+equity|shareholders['’]?\s+equity|capital\s+stock|market\s+for\s+(?:the\s+)?registrant)\b/i,
    // Strict: a sentence on shares authorized for issue shares the words "authorized" and
    // "shares" with the question and is short, so only a low weight keeps it from leading.
    withoutShape: 0.3,
    tableRow: 0.8,
  },
  {
    name: "record",
    described: "how consistent its record is",
    // A record asked of the company: "its dividend track record", "a history of raising the
    // dividend", "how many years in a row", "a stable trend of dividend distribution".
    asked: /\btrack\s+record\b|\bhistory\s+of\b|\bin\s+a\s+row\b|\bconsecutive\b|\b(?:stable|steady|consistent|uninterrupted)\s+(?:trend|record|history|pattern)\b/i,
    // The filing states a record as a run: "the sixteenth consecutive year", "each year since 1990",
    // "has paid a dividend every quarter since …".
    answers: /\bconsecutive\b|\b(?:each|every)\s+(?:year|quarter)\b|\bsince\s+(?:19|20)\d\d\b|\bin\s+a\s+row\b|\buninterrupted\b|\bhistory\s+of\b/i,
    sections: /\b(?:dividends?|market\s+for\s+(?:the\s+)?registrant|stockholders['’]?\s+equity|shareholders['’]?\s+equity)\b/i,
    withoutShape: 0.6,
    tableRow: 0.6,
  },
  {
    name: "dividends",
    described: "what dividends the company pays",
    asked: /\bdividends?\b/i,
    answers: /\bdividends?\b/i,
    sections: /\b(?:dividends?|market\s+for\s+(?:the\s+)?registrant|stockholders['’]?\s+equity|shareholders['’]?\s+equity|capital\s+stock)\b/i,
    withoutShape: 0.6,
    tableRow: 0.6,
  },
  {
    name: "debt",
    described: "what debt the company has and on what terms",
    asked: /\b(?:bonds?|debentures|(?:senior\s+)?notes\s+(?:due|offering|issued)|senior\s+notes|debt|borrow\w*|credit\s+(?:facilit\w*|agreements?|lines?)|term\s+loans?|indebtedness|commercial\s+paper)\b/i,
    // A sentence or row naming notes, a facility or a loan with its amount, rate or maturity.
    answers:
      /\b(?:senior\s+(?:unsecured\s+)?notes|notes\s+due|debentures|bonds|credit\s+(?:facility|agreement)|term\s+loans?|borrowings?|principal\s+amount|matur\w+|interest\s+(?:rate|at)|due\s+(?:in\s+)?(?:19|20)\d\d)\b|\d(?:\.\d+)?\s?%\s+(?:senior\s+)?(?:unsecured\s+)?notes\b/i,
    sections: /\b(?:debt|borrowings|financing|liquidity|capital\s+resources|credit)\b/i,
    withoutShape: 0.75,
    // A row of a debt table (coupon, principal, maturity) states the terms asked for.
    tableRow: 1,
  },
  {
    name: "restructuring",
    described: "what restructuring the company undertook",
    // A restructuring is told as a plan, its charges and its actions (severance, exits, site
    // closures); a sentence sharing only "activities" or "charges" with the question tells another.
    asked: /\brestructur\w*|\b(?:workforce|headcount)\s+reductions?\b|\blayoffs?\b|\bseverance\b/i,
    // (Restructuring a debt is refinancing it; an executive "Severance and Retention" plan is pay.)
    answers:
      /\brestructur(?:e|es|ed|ing|ings)?\b(?!\s+(?:or\s+refinanc\w*\s+)?(?:of\s+)?(?:our|its|the|their)?\s*(?:debt|indebtedness|notes|loans|borrowings))|\bseverance\b(?!\s+and\s+retention)|\b(?:workforce|headcount|employee|position)\s+reductions?\b|\bexit\s+(?:costs?|activities|plans?)\b|\breorganiz\w*|\blayoffs?\b|\bstreamlin\w*|\b(?:cost[-\s](?:reduction|savings)|transformation|productivity)\s+(?:plans?|programs?|initiatives?)\b|\bclos(?:e|ed|ing|ure)\s+of\s+(?:\w+\s+){0,3}?(?:facilit|plants?|stores?|sites?|offices?)/i,
    sections: /\b(?:restructur\w*|exit\s+activities|reorganiz\w*)\b/i,
    withoutShape: 0.5,
    tableRow: 0.6,
  },
];

/** The asks a question makes, in the order of the kinds above. */
export function asksOf(question: string): Ask[] {
  return KINDS.filter((k) => (k.asked.test(question) || !!k.askedByName?.test(question)) && !k.unless?.test(question));
}

/** How well a passage has the shape of an answer to every ask (1 when it has them all). */
export function shapeFit(asks: Ask[], quote: string, tableRow = false): number {
  return asks.reduce((fit, ask) => fit * (ask.answers.test(quote) ? 1 : ask.withoutShape) * (tableRow ? ask.tableRow : 1), 1);
}

/** Whether a passage stands in a part of the filing that holds answers to one of the asks. */
export function inAnsweringSection(asks: Ask[], headings: string[]): boolean {
  return asks.some((ask) => headings.some((h) => ask.sections.test(h)));
}
