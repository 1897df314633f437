"use client";
import type { SelectHTMLAttributes } from "react";
import { FieldLabel, FieldMessages, useFieldIds, type FieldProps } from "./field";
import styles from "./form-controls.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select: the platform's own picker on phones, full keyboard support. */
export function Select({
  label,
  hint,
  error,
  isRequired,
  id,
  options,
  placeholder,
  className,
  ...rest
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[]; placeholder?: string }) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={ids.controlId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <FieldMessages ids={ids} hint={hint} />
      <div className={styles.selectWrap}>
        <select
          {...rest}
          id={ids.controlId}
          className={[styles.input, styles.select, className].filter(Boolean).join(" ")}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          required={isRequired || rest.required}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
