"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  INTEREST_ERROR_KEYS,
  INTEREST_LIMITS,
  validateInterestField,
  validateInterestForm,
  type AnonymousInterestRequest,
  type InterestErrorKey,
  type InterestField,
  type InterestFormInput,
} from "@housing/contracts";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Button, Checkbox, Link, TextField } from "@housing/ui";
import { useInterestSubmitter } from "./interest-submit";
import styles from "./catalogue.module.css";

type Values = Required<Omit<InterestFormInput, "acceptTerms">> & { acceptTerms: boolean };
type Errors = Partial<Record<InterestField, InterestErrorKey>>;
type State = { kind: "editing" } | { kind: "sending" } | { kind: "sent"; email: string } | { kind: "failed" };

const FIELDS: readonly InterestField[] = ["firstName", "lastName", "email", "phone", "message", "acceptTerms"];
const EMPTY: Values = { firstName: "", lastName: "", email: "", phone: "", message: "", acceptTerms: false };

/** Field errors of a 400 from the API (`body.email: ["email"]`), when the body carries them. */
function fieldErrorsOf(error: unknown): Errors {
  const body = (error as { body?: { fieldErrors?: Record<string, string[]> } } | null)?.body;
  const errors: Errors = {};
  for (const [path, messages] of Object.entries(body?.fieldErrors ?? {})) {
    const field = path.replace(/^body\./, "") as InterestField;
    const key = messages[0];
    if (FIELDS.includes(field) && key && (INTEREST_ERROR_KEYS as readonly string[]).includes(key))
      errors[field] = key as InterestErrorKey;
  }
  return errors;
}

export interface InterestFormProps {
  stageId: string;
  objectId?: string | null;
  /** What the interest is about, for the introduction ("Brf Tallkronan", "Lägenhet 1102"). */
  subject: string;
  /** The site's personal-data policy, linked beside the consent. */
  privacyHref?: string | null;
}

/**
 * Anonymous interest (spec sections 5 and 7): validated with the shared schema on blur and on
 * submit, errors tied to their fields with aria-describedby, focus moved to the first wrong
 * field; on a failed send everything typed stays in the form.
 */
export function InterestForm({ stageId, objectId = null, subject, privacyHref }: InterestFormProps) {
  const { t } = useI18n();
  const submit = useInterestSubmitter();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<State>({ kind: "editing" });
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // The outcome takes focus once it is on screen, so a screen reader reads it and Tab goes on from there.
  useEffect(() => {
    if (state.kind === "sent") successRef.current?.focus();
    if (state.kind === "failed") alertRef.current?.focus();
  }, [state.kind]);
  const idPrefix = `interest-${objectId ?? stageId}`;
  const fieldId = (field: InterestField) => `${idPrefix}-${field}`;

  const errorText = (field: InterestField) => {
    const key = errors[field];
    return key ? t(`content-pages.catalogue.interest.error.${key}` as MessageId) : undefined;
  };
  const update = (field: InterestField, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its error at once; a new error waits for blur or submit.
    if (errors[field] && validateInterestField(field, value) === null) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };
  const check = (field: InterestField) => {
    const value = values[field];
    // An untouched empty field is not an error yet; the submit will say so.
    if (value === "" || value === false) return;
    setErrors((current) => ({ ...current, [field]: validateInterestField(field, value) ?? undefined }));
  };
  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === "sending") return;
    const found = validateInterestForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    // Spec section 5: empty optional fields are left out of the submitted form.
    const request: AnonymousInterestRequest = {
      stageId,
      ...(objectId ? { objectId } : {}),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      ...(values.message.trim() ? { message: values.message.trim() } : {}),
      acceptTerms: true,
    };
    setState({ kind: "sending" });
    try {
      if (!submit) throw new Error("No interest submitter is provided");
      const response = await submit(request);
      // "mustLoginWithBankId" and "userExists" will open the login modal (spec section 4); until then they fail softly.
      if (response.status !== "created") throw new Error(response.status);
      setState({ kind: "sent", email: request.email });
    } catch (error) {
      const fromServer = fieldErrorsOf(error);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        setState({ kind: "editing" });
        focusFirst(fromServer);
        return;
      }
      setState({ kind: "failed" });
    }
  };

  if (state.kind === "sent") {
    return (
      <div ref={successRef} tabIndex={-1} className={styles.success} role="status">
        <h3>{t("content-pages.catalogue.interest.successHeading")}</h3>
        <p>{t("content-pages.catalogue.interest.successText", { email: state.email })}</p>
      </div>
    );
  }

  const errorCount = Object.values(errors).filter(Boolean).length;
  const text = (
    field: "firstName" | "lastName" | "email" | "phone",
    label: MessageId,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={t(label)}
      value={values[field]}
      error={errorText(field)}
      onChange={(event) => update(field, event.currentTarget.value)}
      onBlur={() => check(field)}
      {...extra}
    />
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={state.kind === "failed" ? `${idPrefix}-failed` : undefined}
    >
      <p>{t("content-pages.catalogue.interest.intro", { name: subject })}</p>
      {errorCount > 0 ? (
        <p className={styles.alert} role="alert">
          {t("content-pages.catalogue.interest.errorSummary", { count: errorCount })}
        </p>
      ) : null}
      <div className={styles.formRow}>
        {text("firstName", "content-pages.catalogue.interest.firstName", {
          isRequired: true,
          autoComplete: "given-name",
        })}
        {text("lastName", "content-pages.catalogue.interest.lastName", {
          isRequired: true,
          autoComplete: "family-name",
        })}
      </div>
      {text("email", "content-pages.catalogue.interest.email", {
        isRequired: true,
        type: "email",
        autoComplete: "email",
        inputMode: "email",
      })}
      {text("phone", "content-pages.catalogue.interest.phone", {
        type: "tel",
        autoComplete: "tel",
        hint: t("content-pages.catalogue.interest.phoneHint"),
      })}
      <TextField
        id={fieldId("message")}
        name="message"
        multiline
        rows={4}
        label={t("content-pages.catalogue.interest.message")}
        hint={t("content-pages.catalogue.interest.messageHint", { max: INTEREST_LIMITS.message })}
        value={values.message}
        error={errorText("message")}
        onChange={(event) => update("message", event.currentTarget.value)}
        onBlur={() => check("message")}
      />
      <Checkbox
        id={fieldId("acceptTerms")}
        name="acceptTerms"
        isRequired
        label={t("content-pages.catalogue.interest.acceptTerms")}
        checked={values.acceptTerms}
        error={errorText("acceptTerms")}
        onChange={(event) => update("acceptTerms", event.currentTarget.checked)}
      />
      {privacyHref ? <Link href={privacyHref}>{t("content-pages.catalogue.interest.privacy")}</Link> : null}
      {state.kind === "failed" ? (
        <p id={`${idPrefix}-failed`} ref={alertRef} tabIndex={-1} className={styles.alert} role="alert">
          {t("content-pages.catalogue.interest.failed")}
        </p>
      ) : null}
      <div>
        <Button type="submit" aria-disabled={state.kind === "sending" ? true : undefined}>
          {state.kind === "sending"
            ? t("content-pages.catalogue.interest.sending")
            : t("content-pages.catalogue.interest.submit")}
        </Button>
      </div>
    </form>
  );
}
