"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  INTEREST_LIMITS,
  validateInterestField,
  validateInterestForm,
  type InterestField,
  type SearchRange,
} from "@housing/contracts";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { setLoginEmail, setPendingInterest } from "@housing/session/pending-signup";
import { Button, Checkbox, Link, Select, TextField, type SelectOption } from "@housing/ui";
import { hasSentInterest, interestKeyOf, rememberInterest } from "./interest-key";
import { useInterestSubmitter } from "./interest-submit";
import {
  EMPTY_INTEREST,
  fieldErrorsOf,
  fieldValueOf,
  INTEREST_FIELDS,
  toFormInput,
  toInterestRequest,
  type InterestErrors,
  type InterestFormState,
} from "./interest-values";
import styles from "./catalogue.module.css";

type State =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "sent"; email: string }
  | { kind: "sentBefore" }
  | { kind: "login"; status: LoginAnswer; email: string }
  | { kind: "failed" };
type LoginAnswer = "mustLoginWithBankId" | "userExists";

/**
 * Spec section 2: the login modal's names (auth-bankid's LOGIN_MODAL_VARIANTS): the BankID view,
 * or the e-mail view for a user who has one.
 */
const LOGIN_MODAL_OF: Record<LoginAnswer, string> = {
  mustLoginWithBankId: "login-form",
  userExists: "login-form-email",
};
type TextFieldName = "firstName" | "lastName" | "email" | "phone" | "postalCode";

export interface InterestFormProps {
  stageId: string;
  objectId?: string | null;
  /** What the interest is about, for the introduction ("Brf Tallkronan", "Lägenhet 1102"). */
  subject: string;
  /** The site's personal-data policy, linked beside the consent. */
  privacyHref?: string | null;
  /** The site's rooms range (spec section 9: 1 to 5, Finland 4); its top reads "or more". */
  roomsRange: SearchRange;
}

/**
 * Anonymous interest (spec sections 3, 5 and 7): validated with the shared schema on blur and on
 * submit, errors tied to their fields with aria-describedby, focus moved to the first wrong
 * field; on a failed send everything typed stays in the form.
 */
export function InterestForm({ stageId, objectId = null, subject, privacyHref, roomsRange }: InterestFormProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const submit = useInterestSubmitter();
  const [values, setValues] = useState<InterestFormState>(EMPTY_INTEREST);
  const [errors, setErrors] = useState<InterestErrors>({});
  const [state, setState] = useState<State>({ kind: "editing" });
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const loginRef = useRef<HTMLDivElement>(null);
  // The outcome takes focus once it is on screen, so a screen reader reads it and Tab goes on from there.
  useEffect(() => {
    if (state.kind === "sent") successRef.current?.focus();
    if (state.kind === "failed") alertRef.current?.focus();
    // The login modal takes focus; when it closes, focus comes back to what it said.
    if (state.kind === "login" && !document.querySelector("dialog[open]")) loginRef.current?.focus();
  }, [state.kind]);
  const interestKey = interestKeyOf(stageId, objectId);
  // Read after hydration: the server's HTML is the same for everybody (spec section 9: the interest key, 30 days).
  useEffect(() => {
    const read = () => {
      if (hasSentInterest(interestKey))
        setState((current) => (current.kind === "editing" ? { kind: "sentBefore" } : current));
    };
    read();
  }, [interestKey]);
  const idPrefix = `interest-${objectId ?? stageId}`;
  const fieldId = (field: InterestField) => `${idPrefix}-${field}`;

  const errorText = (field: InterestField) => {
    const key = errors[field];
    return key ? t(`content-pages.catalogue.interest.error.${key}` as MessageId) : undefined;
  };
  const update = (field: Exclude<InterestField, "minRooms" | "maxRooms">, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A corrected field loses its error at once; a new error waits for blur or submit.
    if (errors[field] && validateInterestField(field, fieldValueOf(next, field)) === null) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };
  // A choice is complete at once, so the rooms pair is checked on every change (max not below min).
  const chooseRooms = (field: "minRooms" | "maxRooms", value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const found = validateInterestForm(toFormInput(next));
    setErrors((current) => ({ ...current, minRooms: found.minRooms, maxRooms: found.maxRooms }));
  };
  const check = (field: InterestField) => {
    const value = values[field];
    // An untouched empty field is not an error yet; the submit will say so.
    if (value === "" || value === false) return;
    setErrors((current) => ({
      ...current,
      [field]: validateInterestField(field, fieldValueOf(values, field)) ?? undefined,
    }));
  };
  const focusFirst = (found: InterestErrors) => {
    const first = INTEREST_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === "sending") return;
    const found = validateInterestForm(toFormInput(values));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const request = toInterestRequest(values, stageId, objectId);
    setState({ kind: "sending" });
    try {
      if (!submit) throw new Error("No interest submitter is provided");
      const response = await submit(request);
      if (response.status !== "created") {
        // Spec section 4: the request waits for the login, which opens with the e-mail filled in.
        setPendingInterest({ stageId, objectId, email: request.email });
        setLoginEmail(request.email);
        setState({ kind: "login", status: response.status, email: request.email });
        openLogin(response.status);
        return;
      }
      rememberInterest(interestKey);
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

  if (state.kind === "sentBefore") {
    return (
      <div className={styles.success}>
        <p>{t("content-pages.catalogue.interest.alreadySent", { name: subject })}</p>
        <Button type="button" variant="secondary" onClick={() => setState({ kind: "editing" })}>
          {t("content-pages.catalogue.interest.sendAgain")}
        </Button>
      </div>
    );
  }

  if (state.kind === "login") {
    return (
      <div ref={loginRef} tabIndex={-1} className={styles.success} role="status">
        <p>
          {state.status === "mustLoginWithBankId"
            ? t("content-pages.catalogue.interest.loginBankId")
            : t("content-pages.catalogue.interest.loginEmail", { email: state.email })}
        </p>
        <Button
          type="button"
          onClick={() => {
            setLoginEmail(state.email);
            openLogin(state.status);
          }}
        >
          {t("content-pages.catalogue.interest.openLogin")}
        </Button>
      </div>
    );
  }

  if (state.kind === "sent") {
    return (
      <div ref={successRef} tabIndex={-1} className={styles.success} role="status">
        <h3>{t("content-pages.catalogue.interest.successHeading")}</h3>
        <p>{t("content-pages.catalogue.interest.successText", { email: state.email })}</p>
      </div>
    );
  }

  const errorCount = Object.values(errors).filter(Boolean).length;
  const text = (field: TextFieldName, label: MessageId, extra: Record<string, unknown> = {}) => (
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
  const roomsOptions: SelectOption[] = [];
  for (let rooms = roomsRange.min; rooms <= roomsRange.max; rooms += 1) {
    const label = i18n.formatRooms(rooms);
    roomsOptions.push({
      value: String(rooms),
      // Spec section 9: the top of the range is open-ended.
      label: rooms === roomsRange.max ? t("content-pages.catalogue.interest.roomsOrMore", { rooms: label }) : label,
    });
  }
  const roomsSelect = (field: "minRooms" | "maxRooms", label: MessageId) => (
    <Select
      id={fieldId(field)}
      name={field}
      label={t(label)}
      value={values[field]}
      placeholder={t("content-pages.catalogue.interest.roomsAny")}
      options={roomsOptions}
      error={errorText(field)}
      onChange={(event) => chooseRooms(field, event.currentTarget.value)}
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
        isRequired: true,
        type: "tel",
        autoComplete: "tel",
        hint: t("content-pages.catalogue.interest.phoneHint"),
      })}
      {text("postalCode", "content-pages.catalogue.interest.postalCode", {
        autoComplete: "postal-code",
        inputMode: "numeric",
        hint: t("content-pages.catalogue.interest.postalCodeHint"),
      })}
      <fieldset className={styles.fieldset}>
        <legend>{t("content-pages.catalogue.interest.rooms")}</legend>
        <div className={styles.formRow}>
          {roomsSelect("minRooms", "content-pages.catalogue.interest.roomsMin")}
          {roomsSelect("maxRooms", "content-pages.catalogue.interest.roomsMax")}
        </div>
      </fieldset>
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

/** Opens the login modal by its hash (auth-bankid's hash triggers; the header's account place holds the modal). */
function openLogin(status: LoginAnswer) {
  window.location.hash = LOGIN_MODAL_OF[status];
}
