"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type Ref } from "react";
import { useForm, type FieldValues, type Path, type UseFormSetError } from "react-hook-form";
import { changePassword } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Container, Heading, Link, TextField } from "@housing/ui";
import { loginProblemOf, type LoginProblem } from "../login/outcome";
import { ProblemAlert } from "../login/problem-alert";
import styles from "../login/login.module.css";
import { ACCOUNT_USER_QUERY_KEY, useAccountUser, useLoginRequired } from "./account";
import {
  ChangePasswordFormSchema,
  FirstPasswordFormSchema,
  type ChangePasswordForm,
  type FirstPasswordForm,
} from "./forms";
import { refusalOf, useFieldErrorText } from "./refusal";

/**
 * The logged-in user's password (route "changePassword", under my pages): the current password
 * and the new one twice; a wrong current password is that field's error. An account without a
 * password (made with BankID: `hasPassword` false) chooses its first without a current one; where
 * the API cannot set it that way (not logged in with BankID), the page shows the way through the
 * forgotten-password link.
 */
export function SetPasswordPage({ model, site }: TemplateProps) {
  const { t } = useI18n();
  const toLogin = useLoginRequired(site);
  const user = useAccountUser(toLogin);
  return (
    <Container>
      <div className={styles.page}>
        <Heading level={1}>{model.title}</Heading>
        {user.isPending ? (
          <p role="status">{t("auth-bankid-pages.passwords.loading")}</p>
        ) : (
          // A user the API could not fetch (other than a refused session) is taken to have a password.
          <PasswordChange site={site} hasPassword={user.data?.hasPassword !== false} />
        )}
      </div>
    </Container>
  );
}

export type PasswordChangeOutcome = "changed" | "firstSet" | "passwordNotSet";

/** The form that fits the account, then what came of it. */
export function PasswordChange({ site, hasPassword }: { site: SiteConfig; hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<PasswordChangeOutcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const onOutcome = (next: PasswordChangeOutcome) => {
    setOutcome(next);
    // The account has a password now.
    if (next !== "passwordNotSet") void queryClient.invalidateQueries({ queryKey: ACCOUNT_USER_QUERY_KEY });
  };
  if (outcome) return <PasswordChangeOutcomeView outcome={outcome} site={site} outcomeRef={outcomeRef} />;
  return hasPassword ? (
    <ChangeWithCurrentPassword site={site} onOutcome={onOutcome} />
  ) : (
    <ChooseFirstPassword onOutcome={onOutcome} />
  );
}

/** Puts the API's field errors on the form's fields (`body.<field>`); true when there was one. */
function showRefusal<T extends FieldValues>(error: unknown, fields: Path<T>[], setError: UseFormSetError<T>): boolean {
  let shown = false;
  for (const field of fields) {
    const key = refusalOf(error, field);
    if (!key) continue;
    setError(field, { message: key }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

function ChangeWithCurrentPassword({
  site,
  onOutcome,
}: {
  site: SiteConfig;
  onOutcome: (outcome: PasswordChangeOutcome) => void;
}) {
  const { t } = useI18n();
  const errorText = useFieldErrorText();
  const http = useSessionHttp();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: standardSchemaResolver(ChangePasswordFormSchema),
    defaultValues: { oldPassword: "", newPassword: "", repeatPassword: "" },
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  const submit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setProblem(null);
    try {
      await changePassword(http, { oldPassword, newPassword });
      onOutcome("changed");
    } catch (error) {
      if (refusalOf(error, "oldPassword") === "passwordNotSet") return onOutcome("passwordNotSet");
      if (!showRefusal(error, ["oldPassword", "newPassword"], setError)) setProblem(loginProblemOf(error));
    }
  });
  const forgotPassword = routePath(site, "forgotPassword");
  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <p>{t("auth-bankid-pages.passwords.change.intro")}</p>
      <TextField
        type="password"
        autoComplete="current-password"
        label={t("auth-bankid-pages.passwords.field.oldPassword")}
        isRequired
        error={errorText(errors.oldPassword?.message)}
        {...register("oldPassword")}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        label={t("auth-bankid-pages.passwords.field.newPassword")}
        hint={t("auth-bankid-pages.passwords.field.newPasswordHint")}
        isRequired
        error={errorText(errors.newPassword?.message)}
        {...register("newPassword")}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        label={t("auth-bankid-pages.passwords.field.repeatPassword")}
        isRequired
        error={errorText(errors.repeatPassword?.message)}
        {...register("repeatPassword")}
      />
      <ProblemAlert problem={problem} />
      <Button type="submit" disabled={isSubmitting}>
        {t("auth-bankid-pages.passwords.change.submit")}
      </Button>
      {forgotPassword ? <Link href={forgotPassword}>{t("auth-bankid-pages.passwords.change.forgot")}</Link> : null}
    </form>
  );
}

function ChooseFirstPassword({ onOutcome }: { onOutcome: (outcome: PasswordChangeOutcome) => void }) {
  const { t } = useI18n();
  const errorText = useFieldErrorText();
  const http = useSessionHttp();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FirstPasswordForm>({
    resolver: standardSchemaResolver(FirstPasswordFormSchema),
    defaultValues: { newPassword: "", repeatPassword: "" },
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  const submit = handleSubmit(async ({ newPassword }) => {
    setProblem(null);
    try {
      await changePassword(http, { newPassword });
      onOutcome("firstSet");
    } catch (error) {
      // Not logged in with BankID (or the account has a password after all): the mailed link is the way.
      if (refusalOf(error, "oldPassword")) return onOutcome("passwordNotSet");
      if (!showRefusal(error, ["newPassword"], setError)) setProblem(loginProblemOf(error));
    }
  });
  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <p>{t("auth-bankid-pages.passwords.first.intro")}</p>
      <TextField
        type="password"
        autoComplete="new-password"
        label={t("auth-bankid-pages.passwords.field.newPassword")}
        hint={t("auth-bankid-pages.passwords.field.newPasswordHint")}
        isRequired
        error={errorText(errors.newPassword?.message)}
        {...register("newPassword")}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        label={t("auth-bankid-pages.passwords.field.repeatPassword")}
        isRequired
        error={errorText(errors.repeatPassword?.message)}
        {...register("repeatPassword")}
      />
      <ProblemAlert problem={problem} />
      <Button type="submit" disabled={isSubmitting}>
        {t("auth-bankid-pages.passwords.first.submit")}
      </Button>
    </form>
  );
}

/** What came of the change: changed, the first password set, or the way through the mailed link. */
export function PasswordChangeOutcomeView({
  outcome,
  site,
  outcomeRef,
}: {
  outcome: PasswordChangeOutcome;
  site: SiteConfig;
  outcomeRef?: Ref<HTMLParagraphElement>;
}) {
  const { t } = useI18n();
  const settings = routePath(site, "settings");
  const forgotPassword = routePath(site, "forgotPassword");
  if (outcome === "passwordNotSet") {
    return (
      <div className={styles.stack}>
        <p ref={outcomeRef} tabIndex={-1} role="alert">
          <strong>{t("auth-bankid-pages.passwords.error.passwordNotSet")}</strong>{" "}
          {t("auth-bankid-pages.passwords.first.notSet")}
        </p>
        {forgotPassword ? <Link href={forgotPassword}>{t("auth-bankid-pages.passwords.first.byEmail")}</Link> : null}
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p ref={outcomeRef} tabIndex={-1} role="status" className={styles.confirmation}>
        {t(
          outcome === "firstSet" ? "auth-bankid-pages.passwords.first.done" : "auth-bankid-pages.passwords.change.done",
        )}
      </p>
      {settings ? <Link href={settings}>{t("auth-bankid-pages.passwords.backToSettings")}</Link> : null}
    </div>
  );
}
