"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import {
  isApiError,
  registerAccount,
  sendRegistrationEmailCode,
  type Registered,
  type RegistrationVerified,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { USER_COUNTRY_IDS } from "@housing/contracts/account";
import { useI18n } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Checkbox, Link, Select, TextField } from "@housing/ui";
import { loginProblemOf, type LoginProblem } from "../login/outcome";
import { ProblemAlert } from "../login/problem-alert";
import { useFieldError } from "./field-error";
import {
  initialRegisterValues,
  isCountryId,
  registerFormSchema,
  toRegisterRequest,
  type CheckedRegisterForm,
  type RegisterFormValues,
} from "./register-form-schema";
import loginStyles from "../login/login.module.css";
import styles from "./register.module.css";

export interface RegisterFormProps {
  site: SiteConfig;
  /** The person BankID verified (Sweden): name, number and birth date come from it, read-only. */
  verified: RegistrationVerified | null;
  onRegistered: (registered: Registered) => void;
  /** Stories: the form as a visitor left it (typed values, a code already sent, a failed call). */
  initialValues?: Partial<RegisterFormValues>;
  initialCodeSentTo?: string | null;
  initialProblem?: LoginProblem | null;
  /** Stories: shows the field errors of the initial values at once. */
  validateOnMount?: boolean;
}

const FIELD_NAMES = new Set<string>(Object.keys(initialRegisterValues("se", null)));

/**
 * Spec section 3's registration form with section 5's rules (the request's own schema) and
 * section 8's refusals: the e-mail is proved by a six-digit code mailed on request; the
 * campaign code is offered only where the site has VIP; the terms must be accepted. A refused
 * call shows its reason on the field it concerns and above the button; what was typed stays.
 */
export function RegisterForm({
  site,
  verified,
  onRegistered,
  initialValues,
  initialCodeSentTo = null,
  initialProblem = null,
  validateOnMount = false,
}: RegisterFormProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const fieldError = useFieldError();
  const country = isCountryId(site.country) ? site.country : "se";
  const mode = verified ? "bankid" : "email";
  const schema = useMemo(() => registerFormSchema(mode), [mode]);
  const [problem, setProblem] = useState<LoginProblem | null>(initialProblem);
  const [codeProblem, setCodeProblem] = useState<LoginProblem | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(initialCodeSentTo);
  const [isSendingCode, setIsSendingCode] = useState(false);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const sendCodeId = useId();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, CheckedRegisterForm>({
    resolver: standardSchemaResolver(schema),
    defaultValues: { ...initialRegisterValues(country, verified), ...initialValues },
    mode: "onBlur",
    reValidateMode: "onChange",
  });

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  const sendCode = async () => {
    setCodeProblem(null);
    if (!(await trigger("email", { shouldFocus: true }))) return;
    const email = getValues("email").trim();
    setIsSendingCode(true);
    try {
      await sendRegistrationEmailCode(http, { email, siteId: site.siteId });
      setCodeSentTo(email);
      // The code field appears with the answer; the visitor goes on there.
      window.setTimeout(() => codeRef.current?.focus(), 0);
    } catch (error) {
      setCodeProblem(loginProblemOf(error));
    } finally {
      setIsSendingCode(false);
    }
  };

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        onRegistered(await registerAccount(http, toRegisterRequest(values, { siteId: site.siteId, verified })));
      } catch (error) {
        // Field errors of the API go on their fields (body.emailCode -> emailCode), the first focused.
        const fields = isApiError(error) ? Object.entries(error.fieldErrors) : [];
        let isFirst = true;
        for (const [path, keys] of fields) {
          const name = path.replace(/^body\./, "");
          if (!FIELD_NAMES.has(name) || !keys[0]) continue;
          setError(name as Path<RegisterFormValues>, { type: "server", message: keys[0] }, { shouldFocus: isFirst });
          isFirst = false;
        }
        setProblem(loginProblemOf(error));
      }
    },
    (invalid) => {
      // Only the code is missing and none was sent yet: the way on is the send button.
      if (!codeSentTo && Object.keys(invalid).join() === "emailCode") document.getElementById(sendCodeId)?.focus();
    },
  );

  const registeredCode = register("emailCode");
  const codeField = {
    ...registeredCode,
    ref: (element: HTMLInputElement | null) => {
      registeredCode.ref(element);
      codeRef.current = element;
    },
  };
  const privacyPolicy = routePath(site, "privacyPolicy");
  const login = routePath(site, "login");
  const isReadOnlyPerson = mode === "bankid";
  const countries = USER_COUNTRY_IDS.map((value) => ({
    value,
    label: t(`auth-bankid-pages.register.country.${value}`),
  }));

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t("auth-bankid-pages.register.form.label")}
      onSubmit={(event) => void submit(event)}
    >
      {isReadOnlyPerson ? (
        <TextField
          label={t("auth-bankid-pages.register.field.securityNumber")}
          readOnly
          error={fieldError(errors.securityNumber?.message)}
          {...register("securityNumber")}
        />
      ) : null}
      <div className={styles.row}>
        <TextField
          autoComplete="given-name"
          label={t("auth-bankid-pages.register.field.firstName")}
          isRequired
          readOnly={isReadOnlyPerson}
          error={fieldError(errors.firstName?.message)}
          {...register("firstName")}
        />
        <TextField
          autoComplete="family-name"
          label={t("auth-bankid-pages.register.field.lastName")}
          isRequired
          readOnly={isReadOnlyPerson}
          error={fieldError(errors.lastName?.message)}
          {...register("lastName")}
        />
      </div>
      <TextField
        autoComplete="bday"
        inputMode="numeric"
        label={t("auth-bankid-pages.register.field.birthDate")}
        hint={t("auth-bankid-pages.register.field.birthDate.hint")}
        isRequired
        readOnly={isReadOnlyPerson}
        error={fieldError(errors.birthDate?.message)}
        {...register("birthDate")}
      />
      <TextField
        autoComplete="street-address"
        label={t("auth-bankid-pages.register.field.address")}
        isRequired
        error={fieldError(errors.address?.message)}
        {...register("address")}
      />
      <div className={styles.row}>
        <TextField
          autoComplete="postal-code"
          inputMode="numeric"
          label={t("auth-bankid-pages.register.field.postalCode")}
          isRequired
          error={fieldError(errors.postalCode?.message)}
          {...register("postalCode")}
        />
        <TextField
          autoComplete="address-level2"
          label={t("auth-bankid-pages.register.field.city")}
          isRequired
          error={fieldError(errors.city?.message)}
          {...register("city")}
        />
      </div>
      <Select
        autoComplete="country"
        label={t("auth-bankid-pages.register.field.countryId")}
        isRequired
        options={countries}
        error={fieldError(errors.countryId?.message)}
        {...register("countryId")}
      />
      <TextField
        type="tel"
        autoComplete="tel"
        label={t("auth-bankid-pages.register.field.phoneNumber")}
        isRequired
        error={fieldError(errors.phoneNumber?.message)}
        {...register("phoneNumber")}
      />
      <div className={styles.group}>
        <TextField
          type="email"
          autoComplete="email"
          label={t("auth-bankid-pages.register.field.email")}
          isRequired
          error={fieldError(errors.email?.message)}
          {...register("email")}
        />
        <Button
          id={sendCodeId}
          type="button"
          variant="secondary"
          disabled={isSendingCode}
          onClick={() => void sendCode()}
        >
          {isSendingCode
            ? t("auth-bankid-pages.register.sendingCode")
            : codeSentTo
              ? t("auth-bankid-pages.register.sendCodeAgain")
              : t("auth-bankid-pages.register.sendCode")}
        </Button>
        <p role="status" className={loginStyles.status}>
          {codeSentTo ? t("auth-bankid-pages.register.codeSent", { email: codeSentTo }) : null}
        </p>
        <ProblemAlert problem={codeProblem} />
        {codeSentTo ? (
          <TextField
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            label={t("auth-bankid-pages.register.field.emailCode")}
            hint={t("auth-bankid-pages.register.field.emailCode.hint")}
            isRequired
            error={fieldError(errors.emailCode?.message)}
            {...codeField}
          />
        ) : errors.emailCode ? (
          <p className={loginStyles.error}>{t("auth-bankid-pages.register.codeNeeded")}</p>
        ) : null}
      </div>
      {mode === "email" ? (
        <>
          <TextField
            type="password"
            autoComplete="new-password"
            label={t("auth-bankid-pages.register.field.password")}
            hint={t("auth-bankid-pages.register.field.password.hint")}
            isRequired
            error={fieldError(errors.password?.message)}
            {...register("password")}
          />
          <TextField
            type="password"
            autoComplete="new-password"
            label={t("auth-bankid-pages.register.field.passwordRepeat")}
            isRequired
            error={fieldError(errors.passwordRepeat?.message)}
            {...register("passwordRepeat")}
          />
        </>
      ) : null}
      {site.features.hasVip ? (
        <TextField
          label={t("auth-bankid-pages.register.field.campaignCode")}
          hint={t("auth-bankid-pages.register.field.campaignCode.hint")}
          error={fieldError(errors.campaignCode?.message)}
          {...register("campaignCode")}
        />
      ) : null}
      <Checkbox label={t("auth-bankid-pages.register.field.newsletter")} {...register("newsletter")} />
      <Checkbox label={t("auth-bankid-pages.register.field.preOfferLetter")} {...register("preOfferLetter")} />
      <Checkbox
        label={t("auth-bankid-pages.register.field.terms")}
        isRequired
        hint={
          privacyPolicy ? (
            // A new tab: what was typed here stays.
            <Link href={privacyPolicy} target="_blank" rel="noopener">
              {t("auth-bankid-pages.register.terms.link")}
            </Link>
          ) : undefined
        }
        error={fieldError(errors.terms?.message)}
        {...register("terms")}
      />
      <ProblemAlert problem={problem} />
      {problem?.kind === "register" && problem.status === "UserAlreadyExists" && login ? (
        <Link href={login}>{t("auth-bankid-pages.register.login")}</Link>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("auth-bankid-pages.register.submitting") : t("auth-bankid-pages.register.submit")}
      </Button>
    </form>
  );
}
