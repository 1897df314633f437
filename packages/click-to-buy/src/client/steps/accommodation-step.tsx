"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import {
  AccommodationStepSchema,
  CURRENT_HOUSING,
  type AccommodationStep as AccommodationValues,
  type BookingState,
} from "@housing/contracts/booking";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Checkbox, TextField } from "@housing/ui";
import { fieldMessageOf } from "../problem";
import { Problem, StepButtons } from "../step-frame";
import { useSaveStep } from "../use-save-step";
import styles from "../../click-to-buy.module.css";

/** accomodation (8-step): how the buyer lives now and whether that home must be sold first. */
export function AccommodationStep({
  booking,
  onSaved,
  onPrevious,
}: {
  booking: BookingState;
  onSaved: (booking: BookingState) => void;
  onPrevious: (() => void) | null;
}) {
  const { t } = useI18n();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccommodationValues>({
    resolver: standardSchemaResolver(AccommodationStepSchema),
    defaultValues: booking.values.accommodation ?? { mustSellFirst: false, message: "" },
  });
  const { save, isSaving, problem } = useSaveStep(booking.bookingId, onSaved);
  const submit = handleSubmit((values) => save({ step: "accomodation", values }));
  const housingError = errors.currentHousing?.message;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset
        className={styles.group}
        aria-invalid={housingError ? true : undefined}
        aria-describedby={housingError ? "click-to-buy-housing-error" : undefined}
      >
        <legend>{t("click-to-buy.accommodation.currentHousing")}</legend>
        {CURRENT_HOUSING.map((kind) => (
          <label key={kind} className={styles.option}>
            <input type="radio" value={kind} {...register("currentHousing")} />
            <span>{t(`click-to-buy.accommodation.${kind}` as MessageId)}</span>
          </label>
        ))}
        {housingError ? (
          <p id="click-to-buy-housing-error" className={styles.error}>
            {t(fieldMessageOf(housingError))}
          </p>
        ) : null}
      </fieldset>
      <Checkbox label={t("click-to-buy.accommodation.mustSellFirst")} {...register("mustSellFirst")} />
      <TextField
        multiline
        rows={4}
        label={t("click-to-buy.accommodation.message")}
        error={errors.message?.message ? t(fieldMessageOf(errors.message.message)) : undefined}
        {...register("message")}
      />
      <Problem message={problem} />
      <StepButtons onPrevious={onPrevious} isSaving={isSaving} />
    </form>
  );
}
