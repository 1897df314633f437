"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import * as v from "valibot";
import { isApiError, updateCase, type CaseVariant } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { CaseUpdateRequestSchema, type CaseDetail } from "@housing/contracts/cases";
import type { MessageId } from "@housing/i18n";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, Checkbox, Heading, TextField } from "@housing/ui";
import { FILE_ACCEPT, FILE_LIMITS, fileErrors, type FileError } from "../form/files";
import { addPicked, type PickedFile } from "./picked-files";
import styles from "./errands.module.css";

const CONTACT_FIELDS = [
  ["alternativeContactFirstName", "firstName", "given-name", "text"],
  ["alternativeContactLastName", "lastName", "family-name", "text"],
  ["alternativeContactEmail", "email", "email", "email"],
  ["alternativeContactPhone", "phone", "tel", "tel"],
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number][0];

export type ErrandUpdateValues = { description: string; isOtherContact: boolean } & Record<ContactField, string>;

/**
 * The form's values become the update request and are checked by its schema, the one the API
 * checks with (spec section 3, case update; section 5's rules): the other contact only when ticked.
 */
function updateSchema(site: SiteConfig, removeFiles: readonly string[]) {
  return v.pipe(
    v.object({
      description: v.string(),
      isOtherContact: v.boolean(),
      alternativeContactFirstName: v.string(),
      alternativeContactLastName: v.string(),
      alternativeContactEmail: v.string(),
      alternativeContactPhone: v.string(),
    }),
    v.transform(({ isOtherContact, ...values }) => ({
      site: site.key,
      description: values.description,
      ...(isOtherContact
        ? {
            alternativeContactFirstName: values.alternativeContactFirstName,
            alternativeContactLastName: values.alternativeContactLastName,
            alternativeContactEmail: values.alternativeContactEmail,
            alternativeContactPhone: values.alternativeContactPhone,
          }
        : {}),
      ...(removeFiles.length > 0 ? { removeFiles: [...removeFiles] } : {}),
    })),
    CaseUpdateRequestSchema,
  );
}

const FORM_FIELDS = new Set<string>(["description", ...CONTACT_FIELDS.map(([name]) => name)]);

/** The API's field errors (`body.description`: ["required"]) on this form's fields. */
function fieldErrorsOf(fieldErrors: Record<string, string[]>): [keyof ErrandUpdateValues, string][] {
  return Object.entries(fieldErrors)
    .map(([path, keys]) => [path.replace(/^body\./, ""), keys[0]] as const)
    .filter((entry): entry is readonly [keyof ErrandUpdateValues, string] => FORM_FIELDS.has(entry[0]) && !!entry[1])
    .map(([name, key]) => [name, key]);
}

const KNOWN_ERRORS = new Set(["required", "invalidInput", "inputToLong", "email", "phoneNumber"]);

const valuesOf = (errand: CaseDetail): ErrandUpdateValues => ({
  description: errand.description,
  isOtherContact: errand.alternativeContact !== null,
  alternativeContactFirstName: errand.alternativeContact?.firstName ?? "",
  alternativeContactLastName: errand.alternativeContact?.lastName ?? "",
  alternativeContactEmail: errand.alternativeContact?.email ?? "",
  alternativeContactPhone: errand.alternativeContact?.phone ?? "",
});

interface ErrandUpdateFormProps {
  site: SiteConfig;
  variant: CaseVariant;
  errand: CaseDetail;
  onUpdated: (errand: CaseDetail) => void;
}

/**
 * Changing an errand (spec sections 3 and 7, PATCH .../case/{id} as multipart): the description,
 * the other contact, files removed and files added under the file rules (at most five minus those
 * kept, 20 MB each, 100 MB with the kept ones, types by content), every error shown before
 * anything is sent. A refused update keeps everything typed and chosen: a 413 says the files are
 * too large, anything else that it failed (spec section 8).
 */
export function ErrandUpdateForm({ site, variant, errand, onUpdated }: ErrandUpdateFormProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [removed, setRemoved] = useState<string[]>([]);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [errorsOfFiles, setErrorsOfFiles] = useState<FileError[]>([]);
  const [status, setStatus] = useState<"saved" | "failed" | "tooLarge" | null>(null);
  // Each answer (and each refusal of the files before sending) moves focus to where it is told.
  const [focusTarget, setFocusTarget] = useState<{ on: "status" | "files" } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusTarget?.on === "status") statusRef.current?.focus();
    if (focusTarget?.on === "files") fileInputRef.current?.focus();
  }, [focusTarget]);
  const schema = useMemo(() => updateSchema(site, removed), [site, removed]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ErrandUpdateValues, unknown, v.InferOutput<typeof schema>>({
    resolver: standardSchemaResolver(schema),
    defaultValues: valuesOf(errand),
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  const isOtherContact = useWatch({ control, name: "isOtherContact" });
  const kept = errand.attachments.filter((attachment) => !removed.includes(attachment.attachmentId));
  const check = { alreadyAttached: kept.length, alreadyAttachedBytes: kept.reduce((sum, file) => sum + file.size, 0) };
  const room = Math.max(0, FILE_LIMITS.maxFiles - kept.length);

  const errorText = (key: string | undefined) =>
    key ? t(`case-management.error.${KNOWN_ERRORS.has(key) ? key : "invalidInput"}` as MessageId) : undefined;
  const fileErrorText = (error: FileError) =>
    t(`case-management.file.${error.key}`, { name: error.name ?? "", max: error.max ?? 0 });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    const added = await addPicked(files, picked, check);
    setFiles(added.files);
    setErrorsOfFiles(added.errors);
  };

  const submit = handleSubmit(async (request) => {
    setStatus(null);
    // A file kept again after a removal may break the limits of those chosen: check before sending.
    const found = fileErrors(files, check);
    setErrorsOfFiles(found);
    if (found.length > 0) {
      setFocusTarget({ on: "files" });
      return;
    }
    try {
      const updated = await updateCase(
        http,
        variant,
        errand.id,
        request,
        files.map((picked) => picked.file),
      );
      reset(valuesOf(updated));
      setRemoved([]);
      setFiles([]);
      setStatus("saved");
      onUpdated(updated);
    } catch (error) {
      // A field the API refused (its 400 with field errors) gets its message and focus.
      const refused = isApiError(error) && error.status === 400 ? fieldErrorsOf(error.fieldErrors) : [];
      refused.forEach(([name, key], index) =>
        setError(name, { type: "server", message: key }, { shouldFocus: index === 0 }),
      );
      if (refused.length > 0) return;
      setStatus(isApiError(error) && error.status === 413 ? "tooLarge" : "failed");
    }
    setFocusTarget({ on: "status" });
  });

  return (
    <section className={styles.card} aria-labelledby="errand-update">
      <Heading level={3} id="errand-update">
        {t("case-management.errands.update.heading")}
      </Heading>
      <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          multiline
          rows={5}
          label={t("case-management.errands.update.description")}
          isRequired
          error={errorText(errors.description?.message)}
          {...register("description")}
        />
        <Checkbox label={t("case-management.errands.update.otherContact")} {...register("isOtherContact")} />
        {isOtherContact ? (
          <fieldset className={styles.fieldset}>
            <legend>{t("case-management.errands.field.contact")}</legend>
            {CONTACT_FIELDS.map(([name, label, autoComplete, type]) => (
              <TextField
                key={name}
                type={type}
                autoComplete={autoComplete}
                label={t(`case-management.errands.update.${label}`)}
                isRequired
                error={errorText(errors[name]?.message)}
                {...register(name)}
              />
            ))}
          </fieldset>
        ) : null}
        {errand.attachments.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend>{t("case-management.errands.update.keptFiles")}</legend>
            {errand.attachments.map((attachment) => (
              <Checkbox
                key={attachment.attachmentId}
                label={t("case-management.errands.update.removeFile", { name: attachment.filename })}
                checked={removed.includes(attachment.attachmentId)}
                onChange={(event) =>
                  setRemoved((current) =>
                    event.target.checked
                      ? [...current, attachment.attachmentId]
                      : current.filter((id) => id !== attachment.attachmentId),
                  )
                }
              />
            ))}
          </fieldset>
        ) : null}
        <div className={styles.stack}>
          <label htmlFor="errand-files-input" className={styles.status}>
            {t("case-management.errands.update.addFiles")}
          </label>
          <p id="errand-files-hint" className={styles.meta}>
            {t("case-management.errands.update.filesHint", { max: room })}
          </p>
          <input
            ref={fileInputRef}
            id="errand-files-input"
            type="file"
            multiple
            accept={FILE_ACCEPT}
            aria-describedby={errorsOfFiles.length > 0 ? "errand-files-hint errand-files-errors" : "errand-files-hint"}
            aria-invalid={errorsOfFiles.length > 0 ? true : undefined}
            onChange={(event) => void pick(event)}
          />
          <div id="errand-files-errors" role="alert" className={styles.quiet}>
            {errorsOfFiles.map((error) => (
              <p key={`${error.key}-${error.name ?? ""}`} className={styles.error}>
                {fileErrorText(error)}
              </p>
            ))}
          </div>
          {files.length > 0 ? (
            <ul className={styles.list}>
              {files.map((picked) => (
                <li key={picked.name} className={styles.row}>
                  <span>{picked.name}</span>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setFiles((current) => current.filter((entry) => entry !== picked));
                      setErrorsOfFiles([]);
                    }}
                  >
                    {t("case-management.errands.update.newFile", { name: picked.name })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {/* Spec section 8: the submit's error above the buttons. */}
        <p
          ref={statusRef}
          tabIndex={-1}
          aria-live="polite"
          className={`${styles.quiet} ${status === "saved" ? styles.status : styles.error}`}
        >
          {status === "saved"
            ? t("case-management.errands.update.saved")
            : status === "tooLarge"
              ? t("case-management.submit.errorFileSize")
              : status === "failed"
                ? t("case-management.errands.update.error")
                : null}
        </p>
        <div className={styles.row}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("case-management.errands.update.saving") : t("case-management.errands.update.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}
