"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { isApiError, patchProfile } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { ProfilePatchSchema } from "@housing/contracts/my-pages";
import { useI18n } from "@housing/i18n/react";
import type { MessageId } from "@housing/i18n";
import { Button, Checkbox, TextField } from "@housing/ui";
import * as v from "valibot";
import styles from "../components/my-pages.module.css";

/** The form sends every field of the patch: the patch's own rules, each field required here. */
const ProfileFormSchema = v.required(ProfilePatchSchema);
export type ProfileValues = v.InferInput<typeof ProfileFormSchema>;

/** Spec section 5's error keys this form can show; another key reads as "check what you wrote". */
const KNOWN_ERRORS = new Set(["required", "email", "phoneNumber", "emailInUse", "inputToLong", "invalidInput"]);
const FIELDS = new Set<keyof ProfileValues>(["email", "phoneNumber", "newsletter"]);

/**
 * The settings page's profile: e-mail, phone and newsletter, validated in the browser by the
 * schema the API checks the patch with (ProfilePatchSchema, spec section 5), then
 * PATCH /account_service/profile. A field the API refuses (an e-mail in use) gets its message and
 * focus; what the user typed stays.
 */
export function SettingsForm({ initial }: { initial: ProfileValues }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [status, setStatus] = useState<"saved" | "failed" | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: standardSchemaResolver(ProfileFormSchema),
    defaultValues: initial,
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  useEffect(() => {
    if (status === "saved") statusRef.current?.focus();
  }, [status]);
  const errorText = (key: string | undefined) =>
    key ? t(`my-pages.error.${KNOWN_ERRORS.has(key) ? key : "invalidInput"}` as MessageId) : undefined;

  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const user = await patchProfile(http, {
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
        newsletter: values.newsletter,
      });
      reset({ email: user.email ?? "", phoneNumber: user.phoneNumber ?? "", newsletter: user.newsletter });
      setStatus("saved");
    } catch (error) {
      let isFirst = true;
      for (const [path, keys] of isApiError(error) ? Object.entries(error.fieldErrors) : []) {
        const name = path.replace(/^body\./, "") as keyof ProfileValues;
        if (!FIELDS.has(name) || !keys[0]) continue;
        setError(name, { type: "server", message: keys[0] }, { shouldFocus: isFirst });
        isFirst = false;
      }
      if (isFirst) setStatus("failed");
    }
  });

  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        type="email"
        autoComplete="email"
        label={t("my-pages.settings.email")}
        isRequired
        error={errorText(errors.email?.message)}
        {...register("email")}
      />
      <TextField
        type="tel"
        autoComplete="tel"
        label={t("my-pages.settings.phone")}
        isRequired
        error={errorText(errors.phoneNumber?.message)}
        {...register("phoneNumber")}
      />
      <Checkbox label={t("my-pages.settings.newsletter")} {...register("newsletter")} />
      <div className={styles.row}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("my-pages.settings.saving") : t("my-pages.settings.save")}
        </Button>
      </div>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={status === "failed" ? styles.error : status === "saved" ? styles.status : undefined}
      >
        {status === "saved" ? t("my-pages.settings.saved") : status === "failed" ? t("my-pages.settings.failed") : null}
      </p>
    </form>
  );
}
