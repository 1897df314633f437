"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useRef, useState, type Ref } from "react";
import { useForm } from "react-hook-form";
import { requestPasswordReset } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n } from "@housing/i18n/react";
import { Button, Heading, TextField } from "@housing/ui";
import { loginProblemOf, type LoginProblem } from "../login/outcome";
import { ProblemAlert } from "../login/problem-alert";
import styles from "../login/login.module.css";
import { ResetFormSchema, type ResetForm } from "./forms";
import { useFieldErrorText } from "./refusal";

export interface ResetRequestProps {
  siteId: string;
  defaultEmail?: string;
  /** The form's own heading (the login page's reset view); the forgotten-password page has its h1. */
  hasHeading?: boolean;
  /** Stories: the confirmation for this address. */
  initialSentTo?: string;
}

/**
 * Spec sections 2 and 4 "Reset password": the form (the e-mail, required), then a confirmation
 * that shows the e-mail. The login page's reset view and the forgotten-password page. The API
 * answers the same whether the address has an account, so the confirmation says "if".
 */
export function ResetRequest({ siteId, defaultEmail = "", hasHeading = true, initialSentTo }: ResetRequestProps) {
  const { t } = useI18n();
  const errorText = useFieldErrorText();
  const http = useSessionHttp();
  const [sentTo, setSentTo] = useState<string | null>(initialSentTo ?? null);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: standardSchemaResolver(ResetFormSchema),
    defaultValues: { email: defaultEmail },
    mode: "onBlur",
  });

  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      await requestPasswordReset(http, { email: email.trim(), siteId });
      setSentTo(email.trim());
    } catch (error) {
      setProblem(loginProblemOf(error));
    }
  });

  if (sentTo) {
    return <ResetSent email={sentTo} confirmationRef={confirmationRef} />;
  }
  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      {hasHeading ? (
        <Heading level={2} size="lg">
          {t("auth-bankid-pages.reset.heading")}
        </Heading>
      ) : null}
      <p>{t("auth-bankid-pages.reset.intro")}</p>
      <TextField
        type="email"
        autoComplete="email"
        label={t("auth-bankid-pages.email.email")}
        isRequired
        error={errorText(errors.email?.message)}
        {...register("email")}
      />
      <ProblemAlert problem={problem} />
      <Button type="submit" disabled={isSubmitting}>
        {t("auth-bankid-pages.reset.submit")}
      </Button>
    </form>
  );
}

/** The confirmation after a reset request: where the link went (spec section 4). */
export function ResetSent({ email, confirmationRef }: { email: string; confirmationRef?: Ref<HTMLParagraphElement> }) {
  const { t } = useI18n();
  return (
    <p ref={confirmationRef} tabIndex={-1} role="status" className={styles.confirmation}>
      {t("auth-bankid-pages.reset.sent", { email })}
    </p>
  );
}
