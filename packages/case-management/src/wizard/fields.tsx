"use client";
import { useId, type ReactNode } from "react";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import type { CaseFormValues } from "../form/values";
import type { WizardState } from "../engine/reducer";
import type { CaseErrorKey } from "../form/fields";
import styles from "./wizard.module.css";

/** What every step view gets: the wizard, its form, the errors of its last Next, and the way to change the form. */
export interface StepViewProps {
  state: WizardState;
  site: SiteConfig;
  errors: Partial<Record<string, CaseErrorKey>>;
  onChange: (form: CaseFormValues) => void;
}

/** The message of a field's error key (dotted path as validate.ts names it), or undefined. */
export function useFieldError(errors: StepViewProps["errors"]) {
  const { t } = useI18n();
  return (path: string) => {
    const key = errors[path];
    return key ? t(`case-management.error.${key}`) : undefined;
  };
}

export interface RadioOption {
  value: string;
  label: ReactNode;
}

/** A labelled group of radio buttons (arrow keys move between them), its error tied to the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  children,
}: {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  children?: ReactNode;
}) {
  const errorId = useId();
  return (
    // A radio group, so its invalid state is announced (aria-invalid is not for a plain group).
    <fieldset
      role="radiogroup"
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? "" : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {children}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
