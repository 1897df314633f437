"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { requestPasswordReset } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { EmailSchema } from "@housing/contracts/forms";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Button, Heading, TextField } from "@housing/ui";
import { loginProblemOf, type LoginProblem } from "./outcome";
import { ProblemAlert } from "./problem-alert";
import styles from "./login.module.css";

/** Spec section 5: the reset form requires the e-mail. */
export const ResetFormSchema = v.object({ email: EmailSchema });
type ResetForm = v.InferInput<typeof ResetFormSchema>;

/** Spec section 4 "Reset password": the form, then a confirmation that shows the e-mail. */
export function ResetView({
  siteId,
  defaultEmail = "",
  initialSentTo,
}: {
  siteId: string;
  defaultEmail?: string;
  /** Stories: the confirmation for this address. */
  initialSentTo?: string;
}) {
  const { t } = useI18n();
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
    return (
      <p ref={confirmationRef} tabIndex={-1} role="status" className={styles.confirmation}>
        {t("auth-bankid-pages.reset.sent", { email: sentTo })}
      </p>
    );
  }
  const emailError = errors.email?.message;
  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <Heading level={2} size="lg">
        {t("auth-bankid-pages.reset.heading")}
      </Heading>
      <p>{t("auth-bankid-pages.reset.intro")}</p>
      <TextField
        type="email"
        autoComplete="email"
        label={t("auth-bankid-pages.email.email")}
        isRequired
        error={emailError ? t(`auth-bankid-pages.error.${emailError}` as MessageId) : undefined}
        {...register("email")}
      />
      <ProblemAlert problem={problem} />
      <Button type="submit" disabled={isSubmitting}>
        {t("auth-bankid-pages.reset.submit")}
      </Button>
    </form>
  );
}
