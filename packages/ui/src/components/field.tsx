"use client";
import { useId, type ReactNode } from "react";
import styles from "./form-controls.module.css";

export interface FieldProps {
  label: ReactNode;
  /** Help text under the label, read with the control. */
  hint?: ReactNode;
  /** The validation message; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** A visible marker; the control itself carries `required`. */
  isRequired?: boolean;
}

export interface FieldIds {
  controlId: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

export function useFieldIds(id: string | undefined, { hint, error }: Pick<FieldProps, "hint" | "error">): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function FieldLabel({
  htmlFor,
  isRequired,
  children,
}: {
  htmlFor: string;
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </label>
  );
}

export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
