"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useState } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { loginWithEmail, type LoginResult, type LoginType } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { EmailSchema, PasswordSchema } from "@housing/contracts/forms";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Button, TextField } from "@housing/ui";
import { loginProblemOf, type LoginProblem } from "./outcome";
import { ProblemAlert } from "./problem-alert";
import styles from "./login.module.css";

/** Spec section 5: the login form requires the e-mail and the password (at least 6). */
export const EmailLoginFormSchema = v.object({ email: EmailSchema, password: PasswordSchema });
type EmailLoginForm = v.InferInput<typeof EmailLoginFormSchema>;

export interface EmailViewProps {
  siteId: string;
  /** Sent with the login: the board types need BankID, a private case a national identity number. */
  loginType?: LoginType;
  defaultEmail?: string;
  onResult: (result: Extract<LoginResult, { status: "Ok" | "ChooseBoardMember" }>) => void;
  /** An answer the caller shows itself (true: not shown here), with what was typed. */
  onProblem?: (problem: LoginProblem, values: { email: string; password: string }) => boolean;
  /** Stories: an answer to show from the start. */
  initialProblem?: LoginProblem;
}

/**
 * E-mail and password (spec sections 2 and 5): checked with the same schema as the request, the
 * first wrong field focused, the API's answer shown above the button; what was typed stays.
 */
export function EmailView({
  siteId,
  loginType,
  defaultEmail = "",
  onResult,
  onProblem,
  initialProblem,
}: EmailViewProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [problem, setProblem] = useState<LoginProblem | null>(initialProblem ?? null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailLoginForm>({
    resolver: standardSchemaResolver(EmailLoginFormSchema),
    defaultValues: { email: defaultEmail, password: "" },
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  const errorText = (message: string | undefined) =>
    message ? t(`auth-bankid-pages.error.${message}` as MessageId) : undefined;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await loginWithEmail(http, {
        email: values.email.trim(),
        password: values.password,
        siteId,
        ...(loginType ? { loginType } : {}),
      });
      if (result.status === "Ok" || result.status === "ChooseBoardMember") onResult(result);
      else setProblem({ kind: "status", status: "Error" });
    } catch (error) {
      const problem = loginProblemOf(error);
      if (!onProblem?.(problem, { email: values.email.trim(), password: values.password })) setProblem(problem);
    }
  });

  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        type="email"
        autoComplete="username"
        label={t("auth-bankid-pages.email.email")}
        isRequired
        error={errorText(errors.email?.message)}
        {...register("email")}
      />
      <TextField
        type="password"
        autoComplete="current-password"
        label={t("auth-bankid-pages.email.password")}
        isRequired
        error={errorText(errors.password?.message)}
        {...register("password")}
      />
      <ProblemAlert problem={problem} />
      <Button type="submit" disabled={isSubmitting}>
        {t("auth-bankid-pages.email.submit")}
      </Button>
    </form>
  );
}
