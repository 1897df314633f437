import * as v from "valibot";
import { createWizard, type WizardState } from "../engine/reducer";
import { SEQUENCES } from "../engine/sequences";
import { CASE_TYPES, type SequenceId, VIEW_NAMES } from "../engine/types";
import { PROBLEM_KINDS } from "../form/constants";
import { type CaseFormValues, emptyFinnishForm, emptyWizardForm } from "../form/values";

/*
 * The wizard's draft (spec sections 4 and 9): each Next saves the form data, files left out, in a
 * cookie that lives 120 minutes (path /, SameSite Lax). The spec's second reading leaves the unit
 * open; minutes is the one that makes a draft outlive a reload and not a week. The files themselves
 * go to the browser's IndexedDB with the UI.
 */

export const CASE_DRAFT_COOKIE = "case-management-draft";
export const CASE_DRAFT_MAX_AGE_SECONDS = 120 * 60;
export const CASE_DRAFT_COOKIE_OPTIONS = { path: "/", sameSite: "lax", maxAge: CASE_DRAFT_MAX_AGE_SECONDS } as const;
/** A browser keeps about 4096 bytes per cookie, name and attributes included. */
export const CASE_DRAFT_MAX_VALUE_LENGTH = 3800;

const DRAFT_VERSION = 1;

const text = v.pipe(v.string(), v.maxLength(5000));
const choice = v.picklist(["", "true", "false"]);
const area = v.nullable(v.picklist(["apartment", "public"]));
const kind = v.nullable(v.picklist(PROBLEM_KINDS));

const WizardDraftFormSchema = v.object({
  kind: v.literal("wizard"),
  contact: v.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    other: v.boolean(),
    otherFirstName: text,
    otherLastName: text,
    otherEmail: text,
    otherPhone: text,
    boardEmail: text,
  }),
  compound: v.object({ compoundName: text, compoundNumber: text, isMember: v.boolean() }),
  address: v.object({
    type: area,
    searchString: text,
    selectedApartment: v.nullable(
      v.object({
        id: text,
        address: text,
        propertyId: text,
        governmentObjectId: text,
        objectTypeId: text,
        rentalBuilding: v.boolean(),
      }),
    ),
    fullBuilding: v.boolean(),
    address: text,
    zipCode: text,
    city: text,
    object: text,
  }),
  problemArea: text,
  problemAreaName: text,
  problemAreaDetails: text,
  problemAreaDetailsName: text,
  publicAreaProblem: text,
  problemAreaKind: kind,
  problemAreaDetailsKind: kind,
  assetTypeId: text,
  description: text,
  acceptTerms: v.boolean(),
  sendCopy: v.boolean(),
});

const FinnishDraftFormSchema = v.object({
  kind: v.literal("finnish"),
  acceptedTerms: v.boolean(),
  firstName: text,
  lastName: text,
  phoneNumber: text,
  email: text,
  otherContact: v.boolean(),
  otherFirstName: text,
  otherLastName: text,
  otherEmail: text,
  otherPhoneNumber: text,
  caseArea: area,
  searchString: text,
  object: text,
  address: text,
  postalCode: text,
  city: text,
  selectedApartmentId: text,
  selectedPropertyId: text,
  selectedRoom: text,
  selectedRoomDetail: text,
  description: text,
  keys: choice,
  pets: choice,
  petsDetail: text,
});

const viewName = v.picklist(VIEW_NAMES);

/** The draft as stored: untrusted on the way back in, so every field is checked. */
const DraftSchema = v.object({
  version: v.literal(DRAFT_VERSION),
  sequenceId: v.picklist(Object.keys(SEQUENCES) as SequenceId[]),
  type: v.picklist(CASE_TYPES),
  country: v.picklist(["se", "no", "fi"]),
  newCase: v.boolean(),
  current: viewName,
  completed: v.array(viewName),
  required: v.array(viewName),
  faqIds: v.array(v.pipe(v.string(), v.maxLength(100))),
  formData: v.variant("kind", [WizardDraftFormSchema, FinnishDraftFormSchema]),
});
type Draft = v.InferOutput<typeof DraftSchema>;

function withoutFiles(form: CaseFormValues): Omit<CaseFormValues, "files"> {
  const { files: _files, ...rest } = form;
  return rest;
}

/** The draft's JSON: the wizard's place and form data, no files. */
export function serializeDraft(state: WizardState): string {
  const draft: Draft = {
    version: DRAFT_VERSION,
    sequenceId: state.sequenceId,
    type: state.type,
    country: state.country,
    newCase: state.newCase,
    current: state.steps[state.currentStepRender]!.viewName,
    completed: state.steps.filter((step) => step.completed).map((step) => step.viewName),
    required: state.steps.filter((step) => step.optional === false).map((step) => step.viewName),
    faqIds: state.faqBlocks.map((block) => block.id),
    formData: withoutFiles(state.formData) as Draft["formData"],
  };
  return JSON.stringify(draft);
}

/** The cookie's value, or null when the draft is too long for a cookie (a long description). */
export function draftCookieValue(state: WizardState): string | null {
  const value = encodeURIComponent(serializeDraft(state));
  return value.length <= CASE_DRAFT_MAX_VALUE_LENGTH ? value : null;
}

export interface DraftExpectation {
  /** The sequence the user would run now: a draft of another role or country is dropped. */
  sequenceId: SequenceId;
}

/**
 * The wizard restored from a draft at its step, with the FAQ articles to load again; null for a
 * draft that is malformed, of another version, or of another sequence than the user runs now.
 */
export function restoreDraft(
  serialized: string,
  expected: DraftExpectation,
): { state: WizardState; faqIds: string[] } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(serialized);
  } catch {
    return null;
  }
  const result = v.safeParse(DraftSchema, parsed);
  if (!result.success) return null;
  const draft = result.output;
  const sequence = SEQUENCES[draft.sequenceId];
  if (draft.sequenceId !== expected.sequenceId || sequence.form !== draft.formData.kind) return null;
  const fresh = createWizard({ sequence, country: draft.country, caseType: draft.type, newCase: draft.newCase });
  const current = fresh.steps.findIndex((step) => step.viewName === draft.current);
  if (current < 0) return null;
  const formData: CaseFormValues =
    draft.formData.kind === "wizard"
      ? { ...emptyWizardForm(), ...draft.formData, files: [] }
      : { ...emptyFinnishForm(), ...draft.formData, files: [] };
  const steps = fresh.steps.map((step, index) => ({
    ...step,
    current: index === current,
    completed: draft.completed.includes(step.viewName),
    optional: draft.required.includes(step.viewName) ? false : step.optional,
  }));
  return { state: { ...fresh, steps, currentStepRender: current, formData }, faqIds: draft.faqIds };
}

/** Reads the draft from a cookie value as `draftCookieValue` wrote it. */
export function restoreDraftCookie(value: string, expected: DraftExpectation) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  return restoreDraft(decoded, expected);
}
