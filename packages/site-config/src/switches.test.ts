import { describe, expect, it } from "vitest";
import { getSiteByKey, isSiteCode, sites } from "./index";
import {
  SITE_CODES,
  type AppName,
  type Currency,
  type FeatureSwitches,
  type Locale,
  type SiteCode,
  type SiteKey,
} from "./types";

/**
 * Spec section 1. Cells fixed by the spec: login off for se-en and contractor;
 * VIP off for fi, se-en and contractor; search and news off for se-en;
 * contractor has no home search. The other cells are the package's decisions
 * (search kind, stock, notifications, my-pages news, corporate search).
 * Norwegian uses the locale `nb` (Bokmål), the code the message catalogues use.
 */
// prettier-ignore
const TABLE: [SiteCode, SiteKey, Locale, Currency, AppName, string, ...SwitchCells][] = [
  //             key            locale currency app           prefix  search kind        corp   login  vip    stock  notif  mpNews news   subSite
  ["se",         "Jmse",        "sv", "SEK", "se",         "",    true,  "advanced", true,  true,  true,  true,  true,  true,  true,  true ],
  ["se-en",      "JmseEn",      "en", "SEK", "se",         "/en", false, null,       true,  false, false, false, false, false, false, false],
  ["senior",     "Seniorgarden","sv", "SEK", "senior",     "",    true,  "simple",   false, true,  true,  false, true,  true,  true,  false],
  ["boratt",     "Boratt",      "sv", "SEK", "boratt",     "",    true,  "simple",   false, true,  true,  false, true,  true,  true,  false],
  ["no",         "Jmno",        "nb", "NOK", "no",         "",    true,  "advanced", false, true,  true,  true,  true,  true,  true,  false],
  ["fi",         "Jmoy",        "fi", "EUR", "fi",         "",    true,  "advanced", false, true,  false, false, true,  true,  true,  false],
  ["contractor", "Entreprenad", "sv", "SEK", "contractor", "",    false, null,       true,  false, false, false, false, false, true,  false],
];

type SwitchCells = [
  boolean,
  FeatureSwitches["searchKind"],
  boolean,
  boolean,
  boolean,
  boolean,
  boolean,
  boolean,
  boolean,
  boolean,
];

/** Column order of the switch cells above. */
const SWITCH_COLUMNS = [
  "isSearchEnabled",
  "searchKind",
  "hasCorporateSearch",
  "hasLogin",
  "hasVip",
  "hasStock",
  "hasNewNotifications",
  "hasMyPagesNews",
  "hasNews",
  "hasLocalizedSubSite",
] as const satisfies readonly (keyof FeatureSwitches)[];

interface Row {
  code: SiteCode;
  key: SiteKey;
  locale: Locale;
  currency: Currency;
  app: AppName;
  pathPrefix: string;
  features: Record<string, unknown>;
}

const rows: Row[] = TABLE.map(([code, key, locale, currency, app, pathPrefix, ...cells]) => ({
  code,
  key,
  locale,
  currency,
  app,
  pathPrefix,
  features: Object.fromEntries(SWITCH_COLUMNS.map((column, index) => [column, cells[index]])),
}));

describe("the switch table", () => {
  it("has exactly one row per site", () => {
    expect(rows.map((row) => row.code).sort()).toEqual([...SITE_CODES].sort());
  });

  it.each(SITE_CODES)("names every feature switch of site %s, and no other", (code) => {
    const row = rows.find((candidate) => candidate.code === code)!;
    expect(Object.keys(row.features).sort()).toEqual(Object.keys(sites[code].features).sort());
  });
});

describe.each(rows)("site $code", (row) => {
  const site = sites[row.code];

  it("is filed under its own code", () => {
    expect(site.code).toBe(row.code);
    expect(isSiteCode(row.code)).toBe(true);
  });

  it(`has site key ${row.key}, found again by getSiteByKey`, () => {
    expect(site.key).toBe(row.key);
    expect(getSiteByKey(row.key)?.code).toBe(row.code);
  });

  it(`speaks ${row.locale}, prices in ${row.currency}, runs in app ${row.app} with prefix "${row.pathPrefix}"`, () => {
    expect({ locale: site.locale, currency: site.currency, app: site.app, pathPrefix: site.pathPrefix }).toEqual({
      locale: row.locale,
      currency: row.currency,
      app: row.app,
      pathPrefix: row.pathPrefix,
    });
  });

  it.each(SWITCH_COLUMNS)("switch %s", (column) => {
    expect(site.features[column]).toBe(row.features[column]);
  });
});

describe("spec section 1 rules", () => {
  const codesWhere = (predicate: (features: FeatureSwitches) => boolean) =>
    SITE_CODES.filter((code) => predicate(sites[code].features)).sort();

  it("login is off for the English sub-site and the contractor site only", () => {
    expect(codesWhere((f) => !f.hasLogin)).toEqual(["contractor", "se-en"]);
  });

  it("VIP is off for the Finnish site, the English sub-site and the contractor site only", () => {
    expect(codesWhere((f) => !f.hasVip)).toEqual(["contractor", "fi", "se-en"]);
  });

  it("search and news are off for the English sub-site", () => {
    expect(sites["se-en"].features.isSearchEnabled).toBe(false);
    expect(sites["se-en"].features.hasNews).toBe(false);
  });

  it("the contractor site has no home search and no login", () => {
    expect(sites.contractor.features.isSearchEnabled).toBe(false);
    expect(sites.contractor.features.hasLogin).toBe(false);
  });

  it.each(SITE_CODES)("%s has a search kind exactly when search is on", (code) => {
    const { isSearchEnabled, searchKind } = sites[code].features;
    expect(searchKind === null).toBe(!isSearchEnabled);
  });

  it.each(SITE_CODES)("%s claims a localized sub-site exactly when its app serves a prefixed site", (code) => {
    const site = sites[code];
    const hasPrefixedSibling = SITE_CODES.some(
      (other) => other !== code && sites[other].app === site.app && sites[other].pathPrefix !== "",
    );
    expect(site.features.hasLocalizedSubSite).toBe(hasPrefixedSibling);
  });

  it("unknown site codes and keys find nothing", () => {
    expect(isSiteCode("en")).toBe(false);
    expect(isSiteCode("SE")).toBe(false);
    expect(getSiteByKey("Jmdk")).toBeUndefined();
    expect(getSiteByKey("jmse")).toBeUndefined();
  });

  it("site keys are distinct", () => {
    expect(new Set(SITE_CODES.map((code) => sites[code].key)).size).toBe(SITE_CODES.length);
  });
});

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("site ids", () => {
  const ids = SITE_CODES.flatMap((code) => {
    const { siteId, siteNameId, siteOrgId } = sites[code];
    return [
      { code, field: "siteId", id: siteId },
      { code, field: "siteNameId", id: siteNameId },
      { code, field: "siteOrgId", id: siteOrgId },
    ];
  });

  it.each(ids)("$code $field is a lower-case GUID", ({ id }) => {
    expect(id).toMatch(GUID);
  });

  it("all site ids, name ids and org ids are distinct across sites", () => {
    const duplicates = ids.filter((entry, index) => ids.findIndex((other) => other.id === entry.id) !== index);
    expect(duplicates).toEqual([]);
  });
});

/** Swedish organisationsnummer: 10 digits, third digit at least 2, Luhn check digit. */
function isSwedishOrgNumber(value: string): boolean {
  if (!/^\d{6}-?\d{4}$/.test(value)) return false;
  const digits = value.replace("-", "").split("").map(Number);
  if (digits[2]! < 2) return false;
  const sum = digits.reduce((total, digit, index) => {
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return sum % 10 === 0;
}

/** Norwegian organisasjonsnummer: 9 digits, mod 11 with weights 3,2,7,6,5,4,3,2. */
function isNorwegianOrgNumber(value: string): boolean {
  const compact = value.replace(/ /g, "");
  if (!/^\d{9}$/.test(compact)) return false;
  const digits = compact.split("").map(Number);
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === digits[8];
}

/** Finnish Y-tunnus: 7 digits, dash, check digit; weights 7,9,10,5,8,4,2; remainder 0 gives 0, 1 is invalid, else 11 - r. */
function isFinnishBusinessId(value: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(value);
  if (!match) return false;
  const digits = match[1]!.split("").map(Number);
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const remainder = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0) % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === Number(match[2]);
}

const validators = { se: isSwedishOrgNumber, no: isNorwegianOrgNumber, fi: isFinnishBusinessId } as const;

describe("organisation number validators", () => {
  it.each([
    ["se", "556812-4407", true],
    ["se", "5568124407", true],
    ["se", "556812-4408", false], // wrong check digit
    ["se", "551812-4408", false], // Luhn holds, but the third digit is below 2
    ["se", "556812-440", false],
    ["no", "918 734 538", true],
    ["no", "918734538", true],
    ["no", "918 734 539", false],
    ["no", "918 734 53", false],
    ["fi", "2874513-5", true],
    ["fi", "2874513-4", false],
    ["fi", "8000000-0", false], // remainder 1: no check digit is valid
    ["fi", "8000000-1", false],
    ["fi", "0100000-2", true], // remainder 9: check 11 - 9
    ["fi", "0000000-0", true], // remainder 0: check 0
    ["fi", "28745135", false],
  ] as const)("%s %s is %s", (country, value, valid) => {
    expect(validators[country](value)).toBe(valid);
  });
});

describe.each(SITE_CODES)("organisation number of %s", (code) => {
  it("is valid for the site's country", () => {
    const site = sites[code];
    expect(validators[site.country](site.organisationNumber)).toBe(true);
  });
});

describe("legal entities", () => {
  it("each company has one organisation number and no two companies share one", () => {
    const byCompany = new Map<string, Set<string>>();
    for (const code of SITE_CODES) {
      const { companyName, organisationNumber } = sites[code];
      byCompany.set(companyName, (byCompany.get(companyName) ?? new Set()).add(organisationNumber));
    }
    const numbers = [...byCompany.values()].flatMap((set) => [...set]);
    expect([...byCompany.values()].every((set) => set.size === 1)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
