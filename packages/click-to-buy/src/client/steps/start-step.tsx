"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { BOOKING_FLOWS, BOOKING_HOLD_MINUTES, type BookingObjectInfo } from "@housing/contracts/booking";
import { AcceptTermsSchema } from "@housing/contracts/forms";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Button, Checkbox, Link } from "@housing/ui";
import { fieldMessageOf } from "../problem";
import { stepName } from "../step-frame";
import { ObjectSummary } from "../object-summary";
import { Problem } from "../step-frame";
import styles from "../../click-to-buy.module.css";

const StartFormSchema = v.object({ acceptTerms: AcceptTermsSchema });
type StartForm = v.InferInput<typeof StartFormSchema>;

/**
 * start-booking: the home, its price and fee, the flow's steps and the hold time; the terms box
 * and "Boka". While the API reserves the home (202), the button stays disabled and a status says so.
 */
export function StartStep({
  info,
  isBooking,
  problem,
  onBook,
}: {
  info: BookingObjectInfo;
  isBooking: boolean;
  problem: MessageId | null;
  onBook: () => void;
}) {
  const { t } = useI18n();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StartForm>({ resolver: standardSchemaResolver(StartFormSchema), defaultValues: { acceptTerms: false } });
  const canBook = info.isBookable && info.flow !== null;

  return (
    <div className={styles.stack}>
      <ObjectSummary info={info} />
      {info.flow ? (
        <section className={styles.stack} aria-labelledby="click-to-buy-how">
          <h3 id="click-to-buy-how">{t("click-to-buy.start.stepsHeading")}</h3>
          <ol className={styles.links}>
            {BOOKING_FLOWS[info.flow].map((step) => (
              <li key={step}>{t(stepName(step))}</li>
            ))}
          </ol>
          <p>
            {t("click-to-buy.start.intro", {
              name: info.name,
              stage: info.stageName,
              minutes: String(BOOKING_HOLD_MINUTES),
            })}
          </p>
        </section>
      ) : null}
      {canBook ? (
        <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(() => onBook())(event)}>
          <Checkbox
            label={t("click-to-buy.start.terms")}
            isRequired
            error={errors.acceptTerms ? t(fieldMessageOf("acceptTerms")) : undefined}
            {...register("acceptTerms")}
          />
          <Problem message={problem} />
          {isBooking ? <p role="status">{t("click-to-buy.start.waiting")}</p> : null}
          <div className={styles.row}>
            <Button type="submit" disabled={isBooking}>
              {isBooking ? t("click-to-buy.start.booking") : t("click-to-buy.start.book")}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <Problem message={problem ?? "click-to-buy.start.notBookable"} />
          <Link href={info.url}>{t("click-to-buy.toObject")}</Link>
        </>
      )}
    </div>
  );
}
