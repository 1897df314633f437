"use client";
import { useCallback } from "react";
import { useI18n, type MessageId } from "@housing/i18n/react";

/** The error keys the registration and VIP forms translate (spec section 5; the API's field errors). */
const KNOWN_KEYS = new Set([
  "required",
  "invalidInput",
  "inputToLong",
  "email",
  "phoneNumber",
  "numeric",
  "minLength",
  "maxLength",
  "pnrFormat",
  "pnrControl",
  "invalidBirthDate",
  "acceptTerms",
  "passwordNoMatch",
  "emailVerificationCodeWrong",
  "emailInUse",
  "InvalidCampaignCode",
]);

/** A field's error key as its message; a key without one (a newer API's) reads as invalid input. */
export function useFieldError(): (key: string | undefined) => string | undefined {
  const { t } = useI18n();
  return useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      const known = KNOWN_KEYS.has(key) ? key : "invalidInput";
      return t(`auth-bankid-pages.register.error.${known}` as MessageId);
    },
    [t],
  );
}
