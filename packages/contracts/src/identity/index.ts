/*
 * National identity numbers of the three countries (facts: protocols.md "Identity numbers"):
 * one parser per country that checks the format, the date and the check digits, and yields the
 * normalised form the API stores and the birth date it encodes. The registration form and the
 * API use the same functions through `personalNumberSchema` (../forms).
 */

export type IdentityCountry = "se" | "no" | "fi";

/** Spec section 5 error keys: the shape is wrong, or the shape is right and a check digit is not. */
export type PersonalNumberError = "pnrFormat" | "pnrControl";

export type PersonalNumberResult =
  | {
      ok: true;
      /** Sweden: 12 digits (as BankID wants it); Norway: 11 digits; Finland: the HETU, upper case. */
      normalized: string;
      /** yyyy-MM-dd */
      birthDate: string;
      /** Sweden: a co-ordination number (day + 60); Norway: a D-number (day + 40); Finland: a temporary number (900-999). */
      temporary: boolean;
    }
  | { ok: false; error: PersonalNumberError };

const FORMAT: PersonalNumberResult = { ok: false, error: "pnrFormat" };
const CONTROL: PersonalNumberResult = { ok: false, error: "pnrControl" };

function pad(value: number, length = 2): string {
  return String(value).padStart(length, "0");
}

/** A real calendar date (Date would roll 31 February over into March). */
function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Luhn check digit over a string of digits (the Swedish personal and organisation numbers). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let value = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    if (value > 9) value -= 9;
    sum += value;
  }
  return (10 - (sum % 10)) % 10;
}

const SWEDISH = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{3})(\d)$/;

/**
 * Swedish personnummer: `YYMMDD-NNNC`, `YYMMDD+NNNC` (100 or older), `YYYYMMDDNNNC`, with or
 * without the hyphen. A ten-digit number gets its century from `today`: the latest year not in
 * the future, a century earlier with `+`. Co-ordination numbers (day + 60) are accepted.
 */
export function parseSwedishPersonalNumber(input: string, today: Date = new Date()): PersonalNumberResult {
  const match = SWEDISH.exec(input.trim());
  if (!match) return FORMAT;
  const [, century, yy, mm, dd, separator, serial, check] = match as unknown as string[];
  if (century && separator === "+") return FORMAT;
  const rawDay = Number(dd);
  const temporary = rawDay > 60;
  const day = temporary ? rawDay - 60 : rawDay;
  let year: number;
  if (century) {
    year = Number(century + yy);
  } else {
    const thisYear = today.getUTCFullYear();
    year = Math.floor(thisYear / 100) * 100 + Number(yy);
    if (year > thisYear) year -= 100;
    if (separator === "+") year -= 100;
  }
  const birthDate = isoDate(year, Number(mm), day);
  if (!birthDate) return FORMAT;
  if (luhnCheckDigit(`${yy}${mm}${dd}${serial}`) !== Number(check)) return CONTROL;
  return { ok: true, normalized: `${pad(year, 4)}${mm}${dd}${serial}${check}`, birthDate, temporary };
}

/** Swedish organisation number: 10 digits (hyphen after six allowed), Luhn, third digit at least 2. */
export function isValidSwedishOrganisationNumber(input: string): boolean {
  const digits = /^(\d{6})-?(\d{4})$/.exec(input.trim());
  if (!digits) return false;
  const value = `${digits[1]}${digits[2]}`;
  return Number(value[2]) >= 2 && luhnCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

const NO_WEIGHTS_1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const NO_WEIGHTS_2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function mod11(digits: string, weights: readonly number[]): number | null {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** The century a Norwegian individual number (III) and two-digit year place a birth in. */
function norwegianYear(yy: number, individual: number): number | null {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (individual >= 900 && yy >= 40) return 1900 + yy;
  if (yy <= 39) return 2000 + yy;
  return null;
}

/** Norwegian fødselsnummer `DDMMYYIIIKK` (a space after six allowed); D-numbers (day + 40) accepted. */
export function parseNorwegianPersonalNumber(input: string): PersonalNumberResult {
  const match = /^(\d{6})\s?(\d{5})$/.exec(input.trim());
  if (!match) return FORMAT;
  const value = `${match[1]}${match[2]}`;
  const rawDay = Number(value.slice(0, 2));
  const temporary = rawDay > 40;
  const day = temporary ? rawDay - 40 : rawDay;
  const year = norwegianYear(Number(value.slice(4, 6)), Number(value.slice(6, 9)));
  const birthDate = year === null ? null : isoDate(year, Number(value.slice(2, 4)), day);
  if (!birthDate) return FORMAT;
  const k1 = mod11(value, NO_WEIGHTS_1);
  if (k1 === null || k1 !== Number(value[9])) return CONTROL;
  const k2 = mod11(value, NO_WEIGHTS_2);
  if (k2 === null || k2 !== Number(value[10])) return CONTROL;
  return { ok: true, normalized: value, birthDate, temporary };
}

const FI_CONTROL = "0123456789ABCDEFHJKLMNPRSTUVWXY";
const FI_CENTURY: Record<string, number> = {
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

/** Finnish henkilötunnus `DDMMYYCZZZQ`: every century sign of 2023's reform; individual number 002-999. */
export function parseFinnishPersonalNumber(input: string): PersonalNumberResult {
  const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/i.exec(input.trim());
  if (!match) return FORMAT;
  const [, dd, mm, yy, rawSign, individual, rawCheck] = match as unknown as [string, ...string[]];
  const sign = (rawSign ?? "").toUpperCase();
  const check = (rawCheck ?? "").toUpperCase();
  const century = FI_CENTURY[sign];
  const serial = Number(individual);
  if (century === undefined || serial < 2) return FORMAT;
  const birthDate = isoDate(century + Number(yy), Number(mm), Number(dd));
  if (!birthDate) return FORMAT;
  if (FI_CONTROL[Number(`${dd}${mm}${yy}${individual}`) % 31] !== check) return CONTROL;
  return {
    ok: true,
    normalized: `${dd}${mm}${yy}${sign}${individual}${check}`,
    birthDate,
    temporary: serial >= 900,
  };
}

/** The parser of the country a site is in. */
export function parsePersonalNumber(country: IdentityCountry, input: string, today?: Date): PersonalNumberResult {
  if (country === "se") return parseSwedishPersonalNumber(input, today);
  if (country === "no") return parseNorwegianPersonalNumber(input);
  return parseFinnishPersonalNumber(input);
}
