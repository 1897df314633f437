import { TEST_API_USER } from "@housing/session/testing";
import { createWizard, type WizardState } from "../engine/reducer";
import { SEQUENCES } from "../engine/sequences";
import type { CaseType, SequenceId, ViewName } from "../engine/types";
import type { CaseFormValues } from "../form/values";
import type { FileDraftStore } from "./file-drafts";

/*
 * The wizard's fixtures for its tests and the stories (no test runner here): the demo resident's
 * places as the API answers them, a wizard standing at a step, a file store in memory.
 */

const uuid = (n: number) => `7c3e9a10-5b2d-4f6e-8a1c-${String(n).padStart(12, "0")}`;

export const AGREEMENT = {
  id: uuid(1),
  propertyId: uuid(2),
  address: "Storgatan 1, lgh 1101",
  governmentObjectId: "1101",
  buildingId: uuid(3),
  buildingPartId: "1101",
  objectTypeId: uuid(4),
  rentalBuilding: false,
};
export const KITCHEN = { id: uuid(5), name: "Kök", category: "kitchen", faq: [] as string[] };
export const FAQ_ID = uuid(7);
export const DISHWASHER = { id: uuid(6), name: "Diskmaskin", category: "asset", faq: [FAQ_ID] };
export const ARTICLE = {
  id: FAQ_ID,
  title: "Diskmaskinen startar inte",
  body: "Kontrollera att luckan är stängd.",
  serviceLines: [{ company: "Vitvaruservice AB", phone: "08-123 456 78" }],
};
export const CREATED = { id: uuid(8), ticketNumber: 4711, caseStatusId: uuid(9), isVisible: true };
export const USER = { ...TEST_API_USER, phoneNumber: "0701234567" };

/** A file store in memory, in place of IndexedDB (owned by the test user when given files). */
export function memoryFileDrafts(initial: File[] = [], owner: string = USER.id): FileDraftStore & { files: File[] } {
  let stored: { owner: string; files: File[] } | null = initial.length > 0 ? { owner, files: [...initial] } : null;
  const store = {
    get files() {
      return stored?.files ?? [];
    },
    save: async (files: readonly File[], by: string) => {
      stored = { owner: by, files: [...files] };
    },
    load: async (by: string) => (stored === null ? [] : stored.owner === by ? [...stored.files] : null),
    clear: async () => {
      stored = null;
    },
  };
  return store;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG by its content (its first bytes), of the size asked. */
export function pngFile(name: string, size = 1024): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: "image/png" });
}

/** A wizard at a step, every step before it done, with the form patched (a story restores it from the draft). */
export function wizardAt(
  sequenceId: SequenceId,
  caseType: CaseType,
  country: "se" | "no" | "fi",
  viewName: ViewName,
  form: Partial<CaseFormValues> = {},
): WizardState {
  const prefill = {
    firstName: USER.firstName,
    lastName: USER.lastName,
    email: USER.email ?? "",
    phone: USER.phoneNumber,
  };
  const fresh = createWizard({ sequence: SEQUENCES[sequenceId], country, caseType, prefill });
  const at = Math.max(
    0,
    fresh.steps.findIndex((step) => step.viewName === viewName),
  );
  return {
    ...fresh,
    currentStepRender: at,
    steps: fresh.steps.map((step, index) => ({ ...step, current: index === at, completed: index < at })),
    formData: { ...fresh.formData, ...form } as CaseFormValues,
  };
}
