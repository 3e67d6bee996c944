// "State or other jurisdiction of incorporation" → ISO 3166-1 alpha-2 country. US states map to
// US; the places foreign private issuers and re-domiciled groups commonly name map to their own.

const US_STATES = new Set(
  ("alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho " +
    "illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota " +
    "mississippi missouri montana nebraska nevada new-hampshire new-jersey new-mexico new-york " +
    "north-carolina north-dakota ohio oklahoma oregon pennsylvania rhode-island south-carolina south-dakota " +
    "tennessee texas utah vermont virginia washington west-virginia wisconsin wyoming district-of-columbia " +
    "puerto-rico")
    .split(" ")
    .map((s) => s.replace(/-/g, " ")),
);
const US_CODES = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR".split(" "),
);

const COUNTRIES: [RegExp, string][] = [
  [/^(united states|u\.s\.a?\.?|usa)$/, "US"],
  [/jersey/, "JE"], [/guernsey/, "GG"], [/isle of man/, "IM"],
  [/england|wales|scotland|united kingdom|great britain/, "GB"],
  [/ireland/, "IE"], [/netherlands|holland/, "NL"], [/luxembourg/, "LU"], [/switzerland/, "CH"],
  [/germany/, "DE"], [/france/, "FR"], [/spain/, "ES"], [/italy/, "IT"], [/belgium/, "BE"],
  [/sweden/, "SE"], [/denmark/, "DK"], [/norway/, "NO"], [/finland/, "FI"],
  [/bermuda/, "BM"], [/cayman/, "KY"], [/british virgin|virgin islands/, "VG"], [/bahamas/, "BS"],
  [/marshall islands/, "MH"], [/panama/, "PA"], [/liberia/, "LR"], [/cura[cç]ao/, "CW"],
  [/canada|ontario|british columbia|quebec|alberta|manitoba|nova scotia|new brunswick|saskatchewan/, "CA"],
  [/mexico/, "MX"], [/brazil/, "BR"], [/argentina/, "AR"], [/chile/, "CL"], [/colombia/, "CO"],
  [/israel/, "IL"], [/japan/, "JP"], [/china|people.s republic/, "CN"], [/hong kong/, "HK"], [/taiwan/, "TW"],
  [/korea/, "KR"], [/india/, "IN"], [/singapore/, "SG"], [/australia/, "AU"], [/new zealand/, "NZ"],
  [/south africa/, "ZA"],
];

export function countryOfJurisdiction(place: string): string | null {
  const p = place.trim().toLowerCase().replace(/[^a-z.' ]/g, " ").replace(/\s+/g, " ").trim();
  if (!p) return null;
  if (US_STATES.has(p) || US_CODES.has(place.trim().toUpperCase())) return "US";
  for (const [pattern, code] of COUNTRIES) if (pattern.test(p)) return code;
  return null;
}
