import { isApiError } from "@housing/api-client";
import { useI18n, type MessageId } from "@housing/i18n/react";

/*
 * What the user-system calls refuse, read from the API's field errors (`body.token`,
 * `body.oldPassword`, `body.email`, `params.token`), and how a form shows a field's error key.
 */

/** The first error key the API gave for a field (`body.<field>`, else `params.<field>`), or null. */
export function refusalOf(error: unknown, field: string): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors = error.fieldErrors;
  return errors[`body.${field}`]?.[0] ?? errors[`params.${field}`]?.[0] ?? null;
}

/** These pages' own field errors; the rest are the login's (required, email, minLength, maxLength). */
const OWN_ERRORS = new Set(["passwordNoMatch", "wrongPassword", "emailInUse", "sameEmail", "passwordNotSet"]);
const SHARED_ERRORS = new Set(["required", "email", "minLength", "maxLength", "inputToLong"]);

/** A field's error key as its message; an unknown key reads as "check what you entered". */
export function fieldErrorMessage(key: string | undefined): MessageId | undefined {
  if (!key) return undefined;
  if (OWN_ERRORS.has(key)) return `auth-bankid-pages.passwords.error.${key}` as MessageId;
  if (SHARED_ERRORS.has(key)) return `auth-bankid-pages.error.${key}` as MessageId;
  return "auth-bankid-pages.status.InvalidInput";
}

/** A form's field error as text, in the page's language. */
export function useFieldErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useI18n();
  return (key) => {
    const id = fieldErrorMessage(key);
    return id ? t(id) : undefined;
  };
}
