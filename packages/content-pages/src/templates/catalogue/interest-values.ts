import {
  INTEREST_ERROR_KEYS,
  type AnonymousInterestRequest,
  type InterestErrorKey,
  type InterestField,
  type InterestFormInput,
} from "@housing/contracts";

/** What the visitor typed or chose, as the controls hold it (a select's "" is no choice). */
export interface InterestFormState {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postalCode: string;
  message: string;
  minRooms: string;
  maxRooms: string;
  acceptTerms: boolean;
}
export type InterestErrors = Partial<Record<InterestField, InterestErrorKey>>;

/** The fields in the order the form shows them: the first wrong one takes focus. */
export const INTEREST_FIELDS: readonly InterestField[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "postalCode",
  "minRooms",
  "maxRooms",
  "message",
  "acceptTerms",
];

export const EMPTY_INTEREST: InterestFormState = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  postalCode: "",
  message: "",
  minRooms: "",
  maxRooms: "",
  acceptTerms: false,
};

const roomsOf = (value: string) => (value === "" ? undefined : Number(value));

/** The state as the shared schema reads it: rooms as numbers, no choice as absent. */
export function toFormInput(state: InterestFormState): InterestFormInput {
  return { ...state, minRooms: roomsOf(state.minRooms), maxRooms: roomsOf(state.maxRooms) };
}

/** One field's value as the shared schema reads it. */
export function fieldValueOf(state: InterestFormState, field: InterestField): unknown {
  return toFormInput(state)[field];
}

/** The request: trimmed text; spec section 5, empty optional fields are left out. */
export function toInterestRequest(
  state: InterestFormState,
  stageId: string,
  objectId: string | null,
): AnonymousInterestRequest {
  const optional = (key: "postalCode" | "message") => (state[key].trim() ? { [key]: state[key].trim() } : {});
  const minRooms = roomsOf(state.minRooms);
  const maxRooms = roomsOf(state.maxRooms);
  return {
    stageId,
    ...(objectId ? { objectId } : {}),
    firstName: state.firstName.trim(),
    lastName: state.lastName.trim(),
    email: state.email.trim(),
    phone: state.phone.trim(),
    ...optional("postalCode"),
    ...(minRooms === undefined ? {} : { minRooms }),
    ...(maxRooms === undefined ? {} : { maxRooms }),
    ...optional("message"),
    acceptTerms: true,
  };
}

/** Field errors of a 400 from the API (`body.email: ["email"]`), when the body carries them. */
export function fieldErrorsOf(error: unknown): InterestErrors {
  const body = (error as { body?: { fieldErrors?: Record<string, string[]> } } | null)?.body;
  const errors: InterestErrors = {};
  for (const [path, messages] of Object.entries(body?.fieldErrors ?? {})) {
    const field = path.replace(/^body\./, "") as InterestField;
    const key = messages[0];
    if (INTEREST_FIELDS.includes(field) && key && (INTEREST_ERROR_KEYS as readonly string[]).includes(key))
      errors[field] = key as InterestErrorKey;
  }
  return errors;
}
