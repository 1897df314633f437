"use client";
import type { InputHTMLAttributes } from "react";
import { FieldMessages, useFieldIds, type FieldProps } from "./field";
import styles from "./form-controls.module.css";

type ToggleProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "type">;

/** A checkbox with its label beside it; the whole row is the click target (at least 24 x 24 px). */
export function Checkbox({ label, hint, error, isRequired, id, className, ...rest }: ToggleProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={[styles.toggleField, className].filter(Boolean).join(" ")}>
      <div className={styles.toggleRow}>
        <input
          {...rest}
          type="checkbox"
          id={ids.controlId}
          className={styles.checkbox}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          required={isRequired || rest.required}
        />
        <label htmlFor={ids.controlId} className={styles.toggleLabel}>
          {label}
          {isRequired ? (
            <span className={styles.required} aria-hidden="true">
              {" *"}
            </span>
          ) : null}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

/**
 * An on/off switch (cookie categories, notification settings): a checkbox
 * with role="switch", so it is announced as on/off and works with Space.
 */
export function Switch({ label, hint, error, id, className, ...rest }: ToggleProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <div className={[styles.toggleField, className].filter(Boolean).join(" ")}>
      <div className={styles.toggleRow}>
        <label htmlFor={ids.controlId} className={styles.toggleLabel}>
          {label}
        </label>
        <input
          {...rest}
          type="checkbox"
          role="switch"
          id={ids.controlId}
          className={styles.switch}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
