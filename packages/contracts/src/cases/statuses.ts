/*
 * Case (errand) statuses, spec section 4: GUID-coded, with Norwegian variants, four groups with
 * their badge colours, a sort rank and the paused set the errand filters widen "ongoing" with
 * (spec section 9). The GUIDs are opaque ids of the case system; these are the reference API's.
 */

export const CASE_STATUS_GROUPS = ["registered", "ongoing", "executed", "completed"] as const;
export type CaseStatusGroup = (typeof CASE_STATUS_GROUPS)[number];

/** Spec section 4: registered blue, ongoing yellow, executed green, completed gray. */
export const CASE_STATUS_COLOURS: Record<CaseStatusGroup, "blue" | "yellow" | "green" | "gray"> = {
  registered: "blue",
  ongoing: "yellow",
  executed: "green",
  completed: "gray",
};
export type CaseStatusColour = (typeof CASE_STATUS_COLOURS)[CaseStatusGroup];

export interface CaseStatusDefinition {
  key: string;
  id: string;
  group: CaseStatusGroup;
  /** Spec section 4: completed, reference, shredded, cancelled 400; executed 300; ongoing-like 200; registered 150; others 100. */
  rank: number;
  /** Spec section 4's paused set: the errand filter "ongoing" also selects these. */
  isPaused: boolean;
  /** A Norwegian variant of a status (spec section 4). */
  isNorwegian: boolean;
}

const status = (
  key: string,
  id: string,
  group: CaseStatusGroup,
  rank: number,
  flags: { isPaused?: boolean; isNorwegian?: boolean } = {},
): CaseStatusDefinition => ({
  key,
  id,
  group,
  rank,
  isPaused: flags.isPaused ?? false,
  isNorwegian: flags.isNorwegian ?? false,
});

const PAUSED = { isPaused: true };

export const CASE_STATUSES = [
  status("registered", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a1001", "registered", 150),
  status("ongoing", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2001", "ongoing", 200),
  status("notResponding", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2002", "ongoing", 100, PAUSED),
  status("waitingWeather", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2003", "ongoing", 100, PAUSED),
  status("waitingDecision", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2004", "ongoing", 100, PAUSED),
  status("waitingSubcontractor", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2005", "ongoing", 100, PAUSED),
  status("waitingMaterial", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2006", "ongoing", 100, PAUSED),
  status("waitingInvestigation", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2007", "ongoing", 100, PAUSED),
  status("waitingCustomer", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2008", "ongoing", 100, PAUSED),
  status("booked", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2009", "ongoing", 200),
  status("customerBooked", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2010", "ongoing", 100, PAUSED),
  status("customerNotBooked", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2011", "ongoing", 100, PAUSED),
  status("materials", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2012", "ongoing", 100, PAUSED),
  status("subcontractor", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2013", "ongoing", 100, PAUSED),
  status("subcontractorWithLogin", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2014", "ongoing", 100, PAUSED),
  status("investigation", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2015", "ongoing", 100, PAUSED),
  status("infoFromCustomer", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2016", "ongoing", 100, PAUSED),
  status("otherSeason", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2017", "ongoing", 100, PAUSED),
  status("reference", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2018", "ongoing", 400),
  status("executedNorway", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a2019", "ongoing", 300, { isNorwegian: true }),
  status("executed", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a3001", "executed", 300),
  status("completed", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a4001", "completed", 400),
  status("cancelledByCustomer", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a4002", "completed", 400, PAUSED),
  status("cancelledByCustomerNorway", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a4003", "completed", 400, {
    isPaused: true,
    isNorwegian: true,
  }),
  status("shredded", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a4004", "completed", 400),
  status("shreddedNorway", "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a4005", "completed", 400, {
    isPaused: true,
    isNorwegian: true,
  }),
] as const satisfies readonly CaseStatusDefinition[];

export type CaseStatusKey = (typeof CASE_STATUSES)[number]["key"];
export const CASE_STATUS_KEYS = CASE_STATUSES.map((entry) => entry.key) as [CaseStatusKey, ...CaseStatusKey[]];
export const CASE_STATUS_IDS = CASE_STATUSES.map((entry) => entry.id) as [string, ...string[]];

const BY_ID = new Map<string, CaseStatusDefinition>(CASE_STATUSES.map((entry) => [entry.id, entry]));
const BY_KEY = new Map<string, CaseStatusDefinition>(CASE_STATUSES.map((entry) => [entry.key, entry]));

/** A status by its GUID; unknown GUIDs (a newer case system) rank as "others" (100), spec section 4. */
export function caseStatusOf(id: string): CaseStatusDefinition | undefined {
  return BY_ID.get(id);
}

export function caseStatusByKey(key: CaseStatusKey): CaseStatusDefinition {
  return BY_KEY.get(key)!;
}

/** A status by a key given as text (the dev-only control), or undefined. */
export function findCaseStatus(key: string): CaseStatusDefinition | undefined {
  return BY_KEY.get(key);
}

/** Spec section 4: closing an errand sets cancelled-by-customer, the Norwegian variant in Norway. */
export function cancelledStatusFor(country: "se" | "no" | "fi"): CaseStatusDefinition {
  return caseStatusByKey(country === "no" ? "cancelledByCustomerNorway" : "cancelledByCustomer");
}
