import { parsePersonalNumber } from "@housing/contracts/identity";
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
  { idp: "nbid", nin: "23049112300", givenName: "Ingrid", familyName: "Berg" },
  { idp: "ftn", nin: "131052-308T", givenName: "Matti", familyName: "Virtanen", ftnIdp: "fi-op" },
  { idp: "ftn", nin: "240688-1230", givenName: "Aino", familyName: "Korhonen", ftnIdp: "fi-nordea" },
  { idp: "ftn", nin: "140590-234U", givenName: "Liisa", familyName: "Laine", ftnIdp: "fi-op" },
];

/** The bank a free FTN entry is attributed to. */
export const DEFAULT_FTN_IDP = "fi-op";

/** The birth date (YYYY-MM-DD) a valid fødselsnummer or HETU encodes, or undefined when it is invalid. */
export function birthDateOf(idp: Idp, nin: string): string | undefined {
  const parsed = parsePersonalNumber(idp === "nbid" ? "no" : "fi", nin);
  return parsed.ok ? parsed.birthDate : undefined;
}
