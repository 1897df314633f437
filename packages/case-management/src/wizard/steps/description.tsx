"use client";
import { useId } from "react";
import { useI18n } from "@housing/i18n/react";
import { Button, TextField } from "@housing/ui";
import { FILE_ACCEPT, type FileError } from "../../form/files";
import { type StepViewProps, useFieldError } from "../fields";
import styles from "../wizard.module.css";

/** The fault in words and its files (spec section 5: checked before anything is sent). */
export function DescriptionStep({
  state,
  errors,
  onChange,
  files,
  fileErrors,
  onPick,
  onRemove,
}: StepViewProps & {
  files: readonly File[];
  fileErrors: readonly FileError[];
  onPick: (picked: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const { t, locale } = useI18n();
  const megabytes = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const errorOf = useFieldError(errors);
  const inputId = useId();
  const hintId = useId();
  const errorsId = useId();
  const form = state.formData;
  return (
    <>
      <TextField
        multiline
        rows={6}
        label={t("case-management.wizard.field.description")}
        value={form.description}
        isRequired
        error={errorOf("description")}
        onChange={(event) => onChange({ ...form, description: event.target.value })}
      />
      <div className={styles.files}>
        <label htmlFor={inputId} className={styles.legend}>
          {t("case-management.wizard.field.files")}
        </label>
        <p id={hintId} className={styles.hint}>
          {t("case-management.wizard.files.hint")}
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={FILE_ACCEPT}
          aria-describedby={fileErrors.length > 0 ? `${hintId} ${errorsId}` : hintId}
          aria-invalid={fileErrors.length > 0 ? true : undefined}
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            // The same file may be picked again after a removal.
            event.target.value = "";
            if (picked.length > 0) onPick(picked);
          }}
        />
        {fileErrors.length > 0 ? (
          <ul id={errorsId} className={styles.error} role="alert">
            {fileErrors.map((error) => (
              <li key={`${error.key}-${error.name ?? ""}`}>
                {t(`case-management.file.${error.key}`, { name: error.name ?? "", max: error.max ?? 0 })}
              </li>
            ))}
          </ul>
        ) : null}
        {files.length > 0 ? (
          <>
            <h3 className={styles.legend}>{t("case-management.wizard.files.chosen")}</h3>
            <ul className={styles.fileList}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <span>
                    {file.name} ({megabytes.format(Math.max(0.1, file.size / 1_048_576))} MB)
                  </span>
                  <Button type="button" variant="secondary" onClick={() => onRemove(index)}>
                    {t("case-management.wizard.files.remove", { name: file.name })}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </>
  );
}
