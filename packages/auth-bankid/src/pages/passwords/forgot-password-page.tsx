"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useRef, useState, type Ref } from "react";
import { useForm } from "react-hook-form";
import { setPasswordWithToken } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Container, Heading, Link, TextField } from "@housing/ui";
import { loginProblemOf, type LoginProblem } from "../login/outcome";
import { ProblemAlert } from "../login/problem-alert";
import styles from "../login/login.module.css";
import { NewPasswordFormSchema, type NewPasswordForm } from "./forms";
import { refusalOf, useFieldErrorText } from "./refusal";
import { ResetRequest } from "./reset-request";

/** The mailed link's token in the page's query (`?token=`), or null. */
export function mailedTokenOf(query: string | undefined): string | null {
  const token = new URLSearchParams(query ?? "").get("token");
  return token ? token : null;
}

/**
 * The forgotten-password page (spec section 2): without a token, the reset form and then the
 * confirmation with the e-mail (spec section 4); opened from the mailed link (`?token=`), the new
 * password twice, then a way to the login, or, for a used or expired link, a way to a new one.
 */
export function ForgotPasswordPage({ model, site, location }: TemplateProps) {
  const { t } = useI18n();
  const token = mailedTokenOf(location?.query);
  const login = routePath(site, "login");
  return (
    <Container>
      <div className={styles.page}>
        <Heading level={1}>{model.title}</Heading>
        {token ? (
          <NewPasswordStep key={token} token={token} site={site} />
        ) : (
          <div className={styles.stack}>
            <ResetRequest siteId={site.siteId} hasHeading={false} />
            {login ? <Link href={login}>{t("auth-bankid-pages.passwords.backToLogin")}</Link> : null}
          </div>
        )}
      </div>
    </Container>
  );
}

export type ResetOutcome = "done" | "tokenInvalid";

/** The new password from the mailed link: the form, then the outcome. */
export function NewPasswordStep({ token, site }: { token: string; site: SiteConfig }) {
  const { t } = useI18n();
  const errorText = useFieldErrorText();
  const http = useSessionHttp();
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: standardSchemaResolver(NewPasswordFormSchema),
    defaultValues: { password: "", repeatPassword: "" },
    mode: "onBlur",
    reValidateMode: "onChange",
  });

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      await setPasswordWithToken(http, { token, password });
      setOutcome("done");
    } catch (error) {
      if (refusalOf(error, "token")) return setOutcome("tokenInvalid");
      const passwordError = refusalOf(error, "password");
      if (passwordError) return setError("password", { message: passwordError }, { shouldFocus: true });
      setProblem(loginProblemOf(error));
    }
  });

  if (outcome) return <ResetOutcomeView outcome={outcome} site={site} outcomeRef={outcomeRef} />;
  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <Heading level={2} size="lg">
        {t("auth-bankid-pages.passwords.reset.heading")}
      </Heading>
      <TextField
        type="password"
        autoComplete="new-password"
        label={t("auth-bankid-pages.passwords.field.newPassword")}
        hint={t("auth-bankid-pages.passwords.field.newPasswordHint")}
        isRequired
        error={errorText(errors.password?.message)}
        {...register("password")}
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
        {t("auth-bankid-pages.passwords.reset.submit")}
      </Button>
    </form>
  );
}

/**
 * What came of the new password: done, with the way to the login; or a used, expired or unknown
 * link, with the way to a new one.
 */
export function ResetOutcomeView({
  outcome,
  site,
  outcomeRef,
}: {
  outcome: ResetOutcome;
  site: SiteConfig;
  outcomeRef?: Ref<HTMLParagraphElement>;
}) {
  const { t } = useI18n();
  const login = routePath(site, "login");
  const forgotPassword = routePath(site, "forgotPassword");
  if (outcome === "done") {
    return (
      <div className={styles.stack}>
        <p ref={outcomeRef} tabIndex={-1} role="status" className={styles.confirmation}>
          {t("auth-bankid-pages.passwords.reset.done")}
        </p>
        {login ? <Link href={login}>{t("auth-bankid-pages.passwords.toLogin")}</Link> : null}
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p ref={outcomeRef} tabIndex={-1} role="alert" className={styles.error}>
        {t("auth-bankid-pages.passwords.reset.tokenInvalid")}
      </p>
      {forgotPassword ? <Link href={forgotPassword}>{t("auth-bankid-pages.passwords.reset.requestNew")}</Link> : null}
    </div>
  );
}
