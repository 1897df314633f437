"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm, type Resolver } from "react-hook-form";
import {
  FinancingStepSchema,
  financingError,
  type BookingState,
  type FinancingStep as FinancingValues,
} from "@housing/contracts/booking";
import { useI18n } from "@housing/i18n/react";
import { Checkbox, TextField } from "@housing/ui";
import { fieldMessageOf } from "../problem";
import { Problem, StepButtons } from "../step-frame";
import { useSaveStep } from "../use-save-step";
import styles from "../../click-to-buy.module.css";

/** The step's schema, then spec section 5's rules against the total (`financingError`), on the field they name. */
export function financingResolver(totalPrice: number): Resolver<FinancingValues> {
  const base = standardSchemaResolver(FinancingStepSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const rule = financingError(values, totalPrice);
    if (!rule) return result;
    return { values: {}, errors: { [rule.field]: { type: rule.key, message: rule.key } } };
  };
}

/** financing: down payment (at least 15 % of the total), loan, bank and loan promise. */
export function FinancingStep({
  booking,
  onSaved,
  onPrevious,
}: {
  booking: BookingState;
  onSaved: (booking: BookingState) => void;
  onPrevious: (() => void) | null;
}) {
  const { t, formatPrice } = useI18n();
  const total = booking.totalPrice.amount;
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<FinancingValues>({
    resolver: financingResolver(total),
    defaultValues: booking.values.financing ?? { downPayment: "", loanAmount: "", bank: "", hasLoanPromise: false },
  });
  const { save, isSaving, problem } = useSaveStep(booking.bookingId, onSaved);
  const submit = handleSubmit((values) => save({ step: "financing", values }));

  /** The rule's sum in the spec's price format (thousands with spaces). */
  const errorOf = (message: string | undefined) => {
    if (!message) return undefined;
    const sum = financingError(getValues(), total)?.sum ?? total;
    return t(fieldMessageOf(message), { sum: formatPrice(sum) });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p>{t("click-to-buy.financing.intro")}</p>
      <p className={styles.total}>{t("click-to-buy.financing.total", { total: formatPrice(total) })}</p>
      <div className={styles.fields}>
        <TextField
          inputMode="numeric"
          label={t("click-to-buy.financing.downPayment")}
          hint={t("click-to-buy.financing.amountHint")}
          isRequired
          error={errorOf(errors.downPayment?.message)}
          {...register("downPayment")}
        />
        <TextField
          inputMode="numeric"
          label={t("click-to-buy.financing.loanAmount")}
          isRequired
          error={errorOf(errors.loanAmount?.message)}
          {...register("loanAmount")}
        />
        <TextField
          label={t("click-to-buy.financing.bank")}
          error={errorOf(errors.bank?.message)}
          {...register("bank")}
        />
        <Checkbox label={t("click-to-buy.financing.hasLoanPromise")} {...register("hasLoanPromise")} />
      </div>
      <Problem message={problem} />
      <StepButtons onPrevious={onPrevious} isSaving={isSaving} />
    </form>
  );
}
