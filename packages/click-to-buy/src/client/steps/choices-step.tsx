"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm, useWatch } from "react-hook-form";
import {
  ChoicesStepSchema,
  type BookingChoiceGroup,
  type BookingState,
  type ChoicesStep as ChoicesValues,
} from "@housing/contracts/booking";
import { useI18n } from "@housing/i18n/react";
import { Problem, StepButtons } from "../step-frame";
import { useSaveStep } from "../use-save-step";
import styles from "../../click-to-buy.module.css";

/** The price of the options chosen (by option id), whole units. */
export function optionsPrice(groups: readonly BookingChoiceGroup[], chosen: readonly (string | undefined)[]): number {
  return groups.reduce(
    (sum, group) => sum + (group.options.find((option) => chosen.includes(option.id))?.price ?? 0),
    0,
  );
}

/**
 * choices (8-step): one option per group; the total under the groups follows the choice at once.
 * The booking's total already holds the saved options, so the running total is that total less
 * the saved options plus the chosen ones.
 */
export function ChoicesStep({
  booking,
  groups,
  onSaved,
  onPrevious,
}: {
  booking: BookingState;
  groups: readonly BookingChoiceGroup[];
  onSaved: (booking: BookingState) => void;
  onPrevious: (() => void) | null;
}) {
  const { t, formatPrice } = useI18n();
  const saved = booking.values.choices?.options ?? [];
  const initial = groups.map(
    (group) =>
      group.options.find((option) => saved.includes(option.id))?.id ??
      group.options.find((option) => option.isStandard)?.id ??
      group.options[0]?.id ??
      "",
  );
  const { register, handleSubmit, control } = useForm<ChoicesValues>({
    resolver: standardSchemaResolver(ChoicesStepSchema),
    defaultValues: { options: initial },
  });
  const chosen = useWatch({ control, name: "options" }) ?? initial;
  const base = booking.totalPrice.amount - optionsPrice(groups, saved);
  const total = base + optionsPrice(groups, chosen);
  const { save, isSaving, problem } = useSaveStep(booking.bookingId, onSaved);
  const submit = handleSubmit((values) =>
    save({ step: "choices", values: { options: values.options.filter(Boolean) } }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {groups.length === 0 ? <p>{t("click-to-buy.choices.none")}</p> : <p>{t("click-to-buy.choices.intro")}</p>}
      {groups.map((group, index) => (
        <fieldset key={group.id} className={styles.group}>
          <legend>{group.name}</legend>
          {group.options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input type="radio" value={option.id} {...register(`options.${index}`)} />
              <span>{option.name}</span>
              <span className={styles.optionPrice}>
                {option.price > 0
                  ? t("click-to-buy.choices.price", { price: formatPrice(option.price) })
                  : t("click-to-buy.choices.standard")}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <p className={styles.total} aria-live="polite">
        {t("click-to-buy.choices.total", { total: formatPrice(total) })}
      </p>
      <Problem message={problem} />
      <StepButtons onPrevious={onPrevious} isSaving={isSaving} />
    </form>
  );
}
