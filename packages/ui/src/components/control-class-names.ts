import styles from "./form-controls.module.css";

/**
 * The form controls' classes, for a control the ui components do not cover (a combobox, a
 * search box beside its button): it looks and focuses like every other field of the sites.
 */
export const controlClassNames = {
  input: styles.input,
  label: styles.label,
  hint: styles.hint,
} as const;
