"use client";
import { useI18n } from "@housing/i18n/react";
import type { MessageId } from "@housing/i18n";
import { Button, Modal, Switch } from "@housing/ui";
import { useState, type FormEvent } from "react";
import type { ConsentChoices } from "./consent-state";
import styles from "./consent.module.css";

/** The settings modal's hash: the footer's cookie-settings link points at it (spec section 2). */
export const COOKIE_SETTINGS_HASH = "cookie-settings";

export interface ConsentSettingsProps {
  open: boolean;
  onClose: () => void;
  /** The switches' positions when the modal opens: the visitor's current consent. */
  initial: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
}

const CATEGORIES = ["statistics", "marketing", "thirdParty"] as const satisfies ReadonlyArray<keyof ConsentChoices>;

/** The cookie settings modal (spec section 2): functional cookies always on, switches for the rest, save answers. */
export function ConsentSettings({ open, onClose, initial, onSave }: ConsentSettingsProps) {
  const { t } = useI18n();
  return (
    <Modal open={open} onClose={onClose} title={t("consent.settings.title")} hash={COOKIE_SETTINGS_HASH}>
      <SettingsForm initial={initial} onSave={onSave} />
    </Modal>
  );
}

// Mounted with each opening, so the switches start from the saved consent, not from an abandoned edit.
function SettingsForm({ initial, onSave }: Pick<ConsentSettingsProps, "initial" | "onSave">) {
  const { t } = useI18n();
  const [choices, setChoices] = useState<ConsentChoices>(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choices);
  };
  return (
    <form onSubmit={onSubmit}>
      <p>{t("consent.settings.intro")}</p>
      <ul className={styles.categories}>
        <Category
          name={t("consent.settings.functional")}
          description={t("consent.settings.functionalDescription")}
          checked
          disabled
        />
        {CATEGORIES.map((category) => (
          <Category
            key={category}
            name={t(`consent.settings.${category}` satisfies MessageId)}
            description={t(`consent.settings.${category}Description` satisfies MessageId)}
            checked={choices[category]}
            onChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
          />
        ))}
      </ul>
      <Button type="submit">{t("consent.settings.save")}</Button>
    </form>
  );
}

interface CategoryProps {
  name: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function Category({ name, description, checked, disabled = false, onChange }: CategoryProps) {
  return (
    <li className={styles.category}>
      <Switch
        label={<span className={styles.categoryName}>{name}</span>}
        hint={description}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        className={styles.categorySwitch}
      />
    </li>
  );
}
