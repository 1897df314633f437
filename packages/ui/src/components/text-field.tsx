"use client";
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldLabel, FieldMessages, useFieldIds, type FieldProps } from "./field";
import styles from "./form-controls.module.css";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  type?: "text" | "email" | "tel" | "password" | "search" | "number" | "url" | "date";
  multiline?: false;
};
type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/** A labelled text input (or textarea with `multiline`), with hint and error text tied to it. */
export function TextField(props: FieldProps & (InputProps | TextareaProps)) {
  const { label, hint, error, isRequired, id, className, ...rest } = props;
  const ids = useFieldIds(id, { hint, error });
  const shared = {
    id: ids.controlId,
    className: [styles.input, className].filter(Boolean).join(" "),
    "aria-describedby": ids.describedBy,
    "aria-invalid": error ? true : undefined,
    required: isRequired || rest.required,
  };
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={ids.controlId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <FieldMessages ids={ids} hint={hint} />
      {rest.multiline ? (
        <textarea {...withoutMultiline(rest)} {...shared} />
      ) : (
        <input type="text" {...withoutMultiline(rest)} {...shared} />
      )}
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, "multiline"> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
