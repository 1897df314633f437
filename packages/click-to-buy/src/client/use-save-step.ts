"use client";
import { useRef, useState } from "react";
import { saveBookingStep } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { BookingState, BookingStepRequest } from "@housing/contracts/booking";
import type { MessageId } from "@housing/i18n";
import { problemOf, serverFieldErrors } from "./problem";

/**
 * Saving a form step on Next: one call at a time (a double click saves once: the ref holds before
 * React renders the disabled button), the answer's booking goes to the flow, and a refusal leaves
 * the form as typed with its field errors on their fields.
 */
export function useSaveStep(bookingId: string, onSaved: (booking: BookingState) => void) {
  const http = useSessionHttp();
  const isBusy = useRef(false);
  const [isSaving, setIsSaving] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);

  const save = async (request: BookingStepRequest, onFieldErrors?: (errors: [string, string][]) => void) => {
    if (isBusy.current) return;
    isBusy.current = true;
    setIsSaving(true);
    setProblem(null);
    try {
      onSaved(await saveBookingStep(http, bookingId, request));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.length > 0 && onFieldErrors) onFieldErrors(fields);
      const known = problemOf(error);
      setProblem(known === "click-to-buy.error.general" ? "click-to-buy.saveFailed" : known);
    } finally {
      isBusy.current = false;
      setIsSaving(false);
    }
  };
  return { save, isSaving, problem };
}
