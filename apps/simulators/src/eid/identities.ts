/** The e-IDs the simulated broker offers, chosen with `acr_values=idp:<name>`. */
export const IDPS = ["nbid", "ftn"] as const;
export type Idp = (typeof IDPS)[number];

export function isIdp(value: unknown): value is Idp {
  return typeof value === "string" && (IDPS as readonly string[]).includes(value);
}

/** `acr_values` may list several values separated by spaces; the first known `idp:` value wins. */
export function idpFromAcrValues(acrValues: unknown): Idp | undefined {
  if (typeof acrValues !== "string") return undefined;
  for (const value of acrValues.split(" ")) {
    const name = value.startsWith("idp:") ? value.slice(4) : undefined;
    if (isIdp(name)) return name;
  }
  return undefined;
}

export interface Identity {
  idp: Idp;
  /** Fødselsnummer (11 digits) or HETU. */
  nin: string;
  givenName: string;
  familyName: string;
  /** FTN only: the bank that identified the person. */
  ftnIdp?: string;
}

/** The demo identities shared with the seed (docs: demo identities). */
export const DEMO_IDENTITIES: readonly Identity[] = [
  { idp: "nbid", nin: "15078610090", givenName: "Ola", familyName: "Nordmann" },
  { idp: "nbid", nin: "02039130001", givenName: "Kari", familyName: "Hansen" },
  { idp: "nbid", nin: "11117050140", givenName: "Per", familyName: "Olsen" },
  { idp: "ftn", nin: "131052-308T", givenName: "Matti", familyName: "Virtanen", ftnIdp: "fi-op" },
  { idp: "ftn", nin: "240688-1230", givenName: "Aino", familyName: "Korhonen", ftnIdp: "fi-nordea" },
];

/** The bank a free FTN entry is attributed to. */
export const DEFAULT_FTN_IDP = "fi-op";

const FNR_WEIGHTS_1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const FNR_WEIGHTS_2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function mod11(digits: number[], weights: number[]): number | undefined {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? undefined : check;
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A Norwegian fødselsnummer (or D-number): its birth date (YYYY-MM-DD), or undefined when invalid. */
export function norwegianBirthDate(nin: string): string | undefined {
  if (!/^\d{11}$/.test(nin)) return undefined;
  const digits = [...nin].map(Number);
  if (mod11(digits, FNR_WEIGHTS_1) !== digits[9] || mod11(digits, FNR_WEIGHTS_2) !== digits[10]) return undefined;
  let day = Number(nin.slice(0, 2));
  if (day > 40) day -= 40; // D-number
  const month = Number(nin.slice(2, 4));
  const yy = Number(nin.slice(4, 6));
  const individual = Number(nin.slice(6, 9));
  let century: number | undefined;
  if (individual <= 499) century = 1900;
  else if (individual <= 749 && yy >= 54) century = 1800;
  else if (yy <= 39) century = 2000;
  else if (individual >= 900) century = 1900;
  if (century === undefined) return undefined;
  return isoDate(century + yy, month, day);
}

const HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY";
const HETU_CENTURIES: Record<string, number> = {
  "+": 1800,
  "-": 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

/** A Finnish HETU: its birth date (YYYY-MM-DD), or undefined when invalid. */
export function finnishBirthDate(hetu: string): string | undefined {
  const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(hetu);
  if (!match) return undefined;
  const [, dd, mm, yy, separator, individual, check] = match;
  if (HETU_CHECK[Number(`${dd}${mm}${yy}${individual}`) % 31] !== check) return undefined;
  const century = HETU_CENTURIES[separator ?? ""];
  if (century === undefined) return undefined;
  return isoDate(century + Number(yy), Number(mm), Number(dd));
}

export function birthDateOf(idp: Idp, nin: string): string | undefined {
  return idp === "nbid" ? norwegianBirthDate(nin) : finnishBirthDate(nin);
}
