"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type Ref } from "react";
import { useForm } from "react-hook-form";
import { confirmEmailChange, isApiError, requestEmailChange } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { SESSION_HINT_COOKIE } from "@housing/contracts";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { readCookie, useSessionActions } from "@housing/session/client";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Container, Heading, Link, TextField } from "@housing/ui";
import { loginProblemOf, problemMessage, type LoginProblem } from "../login/outcome";
import { ProblemAlert } from "../login/problem-alert";
import styles from "../login/login.module.css";
import { ACCOUNT_USER_QUERY_KEY, useAccountUser, useLoginRequired } from "./account";
import { mailedTokenOf } from "./forgot-password-page";
import { ChangeEmailFormSchema, type ChangeEmailForm } from "./forms";
import { refusalOf, useFieldErrorText } from "./refusal";

/**
 * The change of e-mail (route "changeEmail", under my pages): the new address, to which the API
 * mails a confirmation link; that link opens this page with `?token=`, which confirms the change,
 * refreshes the session and shows the new address, or says why it could not.
 */
export function ChangeEmailPage({ model, site, location }: TemplateProps) {
  const token = mailedTokenOf(location?.query);
  return (
    <Container>
      <div className={styles.page}>
        <Heading level={1}>{model.title}</Heading>
        {token ? <EmailChangeConfirmation key={token} token={token} site={site} /> : <EmailChangeRequest site={site} />}
      </div>
    </Container>
  );
}

/** The new address, then "we sent a link to X". */
export function EmailChangeRequest({ site }: { site: SiteConfig }) {
  const { t } = useI18n();
  const toLogin = useLoginRequired(site);
  const user = useAccountUser(toLogin);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  if (user.isPending) return <p role="status">{t("auth-bankid-pages.passwords.loading")}</p>;
  if (sentTo) return <EmailChangeSent email={sentTo} site={site} sentRef={sentRef} />;
  return <EmailChangeForm site={site} currentEmail={user.data?.email ?? null} onSent={setSentTo} />;
}

export function EmailChangeForm({
  site,
  currentEmail,
  onSent,
}: {
  site: SiteConfig;
  currentEmail: string | null;
  onSent: (email: string) => void;
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
  } = useForm<ChangeEmailForm>({
    resolver: standardSchemaResolver(ChangeEmailFormSchema),
    defaultValues: { email: "" },
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const email = values.email.trim();
    if (currentEmail && email.toLowerCase() === currentEmail.toLowerCase()) {
      return setError("email", { message: "sameEmail" }, { shouldFocus: true });
    }
    try {
      await requestEmailChange(http, { email, siteId: site.siteId });
      onSent(email);
    } catch (error) {
      const refusal = refusalOf(error, "email");
      // The API's invalidInput for the address is the one the account has already.
      if (refusal)
        return setError(
          "email",
          { message: refusal === "invalidInput" ? "sameEmail" : refusal },
          { shouldFocus: true },
        );
      setProblem(loginProblemOf(error));
    }
  });
  const settings = routePath(site, "settings");
  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <div>
        {currentEmail ? <p>{t("auth-bankid-pages.passwords.email.current", { email: currentEmail })}</p> : null}
        <p>{t("auth-bankid-pages.passwords.email.intro")}</p>
      </div>
      <TextField
        type="email"
        autoComplete="email"
        label={t("auth-bankid-pages.passwords.field.newEmail")}
        isRequired
        error={errorText(errors.email?.message)}
        {...register("email")}
      />
      <ProblemAlert problem={problem} />
      <Button type="submit" disabled={isSubmitting}>
        {t("auth-bankid-pages.passwords.email.submit")}
      </Button>
      {settings ? <Link href={settings}>{t("auth-bankid-pages.passwords.backToSettings")}</Link> : null}
    </form>
  );
}

/** Where the confirmation link went. */
export function EmailChangeSent({
  email,
  site,
  sentRef,
}: {
  email: string;
  site: SiteConfig;
  sentRef?: Ref<HTMLParagraphElement>;
}) {
  const { t } = useI18n();
  const settings = routePath(site, "settings");
  return (
    <div className={styles.stack}>
      <p ref={sentRef} tabIndex={-1} role="status" className={styles.confirmation}>
        {t("auth-bankid-pages.passwords.email.sent", { email })}
      </p>
      {settings ? <Link href={settings}>{t("auth-bankid-pages.passwords.backToSettings")}</Link> : null}
    </div>
  );
}

export type EmailConfirmationState =
  | { kind: "confirming" }
  | { kind: "confirmed"; email: string | null }
  | { kind: "tokenInvalid" }
  | { kind: "taken" }
  | { kind: "failed"; problem: LoginProblem };

/** The mailed link's token: confirmed once (the token is single use), then the session refreshed. */
export function EmailChangeConfirmation({ token, site }: { token: string; site: SiteConfig }) {
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const { refresh } = useSessionActions();
  const confirmation = useQuery({
    queryKey: ["auth-bankid", "confirm-email", token],
    queryFn: () => confirmEmailChange(http, token),
    // A used token cannot be used again: one call, kept for the page's life.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const isConfirmed = confirmation.isSuccess;
  const answeredEmail = confirmation.data?.email ?? null;
  useEffect(() => {
    if (!isConfirmed) return;
    // The session and this page's user show the new address from now on.
    void refresh();
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_USER_QUERY_KEY });
  }, [isConfirmed, refresh, queryClient]);
  // A back end that does not answer the address: the logged-in user's, fetched again after the change.
  // (Only ever read in the browser, where the call is made and the session hint cookie can be read.)
  const needsUser = isConfirmed && !answeredEmail && Boolean(readCookie(document.cookie, SESSION_HINT_COOKIE));
  const user = useAccountUser(noop, needsUser);

  let state: EmailConfirmationState;
  const isUserLoading = needsUser && !user.isError && user.dataUpdatedAt < confirmation.dataUpdatedAt;
  if (confirmation.isPending || isUserLoading) state = { kind: "confirming" };
  else if (isConfirmed) state = { kind: "confirmed", email: answeredEmail ?? user.data?.email ?? null };
  else state = confirmationFailure(confirmation.error);
  return <EmailConfirmationView state={state} site={site} onRetry={() => void confirmation.refetch()} />;
}

const noop = () => undefined;

function confirmationFailure(error: unknown): EmailConfirmationState {
  const refusal = refusalOf(error, "token");
  if (refusal === "emailInUse") return { kind: "taken" };
  if (refusal || (isApiError(error) && error.status === 404)) return { kind: "tokenInvalid" };
  return { kind: "failed", problem: loginProblemOf(error) };
}

/** Each state of the confirmation, with its way on. */
export function EmailConfirmationView({
  state,
  site,
  onRetry,
}: {
  state: EmailConfirmationState;
  site: SiteConfig;
  onRetry?: () => void;
}) {
  const { t } = useI18n();
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const settings = routePath(site, "settings");
  const changeEmail = routePath(site, "changeEmail");
  useEffect(() => {
    if (state.kind !== "confirming") outcomeRef.current?.focus();
  }, [state.kind]);
  if (state.kind === "confirming") return <p role="status">{t("auth-bankid-pages.passwords.email.confirming")}</p>;
  if (state.kind === "confirmed") {
    return (
      <div className={styles.stack}>
        <p ref={outcomeRef} tabIndex={-1} role="status" className={styles.confirmation}>
          {state.email
            ? t("auth-bankid-pages.passwords.email.confirmed", { email: state.email })
            : t("auth-bankid-pages.passwords.email.confirmedNoAddress")}
        </p>
        {settings ? <Link href={settings}>{t("auth-bankid-pages.passwords.backToSettings")}</Link> : null}
      </div>
    );
  }
  if (state.kind === "failed") {
    const problem = problemMessage(state.problem);
    return (
      <div className={styles.stack}>
        <p ref={outcomeRef} tabIndex={-1} role="alert" className={styles.error}>
          {t(problem.id, problem.values)}
        </p>
        {onRetry ? (
          <Button type="button" onClick={onRetry}>
            {t("auth-bankid-pages.passwords.retry")}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p ref={outcomeRef} tabIndex={-1} role="alert" className={styles.error}>
        {t(
          state.kind === "taken"
            ? "auth-bankid-pages.passwords.email.taken"
            : "auth-bankid-pages.passwords.email.tokenInvalid",
        )}
      </p>
      {changeEmail ? <Link href={changeEmail}>{t("auth-bankid-pages.passwords.email.requestNew")}</Link> : null}
    </div>
  );
}
