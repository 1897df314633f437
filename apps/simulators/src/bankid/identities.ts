/** The Swedish demo identities (shared with the API's seed and the e-ID simulator; all numbers valid). */
export interface TestIdentity {
  personalNumber: string;
  givenName: string;
  surname: string;
  /** What the demo uses the person for, shown on the phone page. */
  note: string;
}

export const SWEDISH_TEST_IDENTITIES: readonly TestIdentity[] = [
  { personalNumber: "198503121231", givenName: "Anna", surname: "Andersson", note: "private customer of the se site" },
  {
    personalNumber: "198206231238",
    givenName: "Björn",
    surname: "Andersson",
    note: "Anna's co-buyer: signs the contract too",
  },
  { personalNumber: "199004152345", givenName: "Erik", surname: "Svensson", note: "VIP with an unpaid payment" },
  { personalNumber: "197801013454", givenName: "Karin", surname: "Lind", note: "board member of two associations" },
  {
    personalNumber: "199207204562",
    givenName: "Johan",
    surname: "Berg",
    note: "board member, association without technical management",
  },
  {
    personalNumber: "200109095679",
    givenName: "Sara",
    surname: "Nyström",
    note: "no account yet: registers with BankID",
  },
  { personalNumber: "194702286784", givenName: "Gustav", surname: "Ek", note: "deceased: refused at registration" },
  {
    personalNumber: "198703224561",
    givenName: "Elsa",
    surname: "Berglund",
    note: "books a home online (click-to-buy)",
  },
  {
    personalNumber: "199306117897",
    givenName: "Hugo",
    surname: "Sandberg",
    note: "books a home and lets the hold run out",
  },
  {
    personalNumber: "198408192469",
    givenName: "Stina",
    surname: "Sjöberg",
    note: "project staff: edits the residence explorer's click areas",
  },
];

export interface UserIdentity {
  personalNumber: string;
  name: string;
  givenName: string;
  surname: string;
}

/** A demo identity by number, or a free entry whose name splits at its last space. */
export function identityFor(personalNumber: string, name?: string): UserIdentity | undefined {
  const known = SWEDISH_TEST_IDENTITIES.find((identity) => identity.personalNumber === personalNumber);
  const trimmed = name?.trim().replace(/\s+/g, " ");
  if (trimmed) {
    const split = trimmed.lastIndexOf(" ");
    const givenName = split > 0 ? trimmed.slice(0, split) : trimmed;
    const surname = split > 0 ? trimmed.slice(split + 1) : "";
    return { personalNumber, name: trimmed, givenName, surname };
  }
  if (!known) return undefined;
  return {
    personalNumber,
    name: `${known.givenName} ${known.surname}`,
    givenName: known.givenName,
    surname: known.surname,
  };
}
