"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMemo, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import * as v from "valibot";
import {
  CoBuyerSchema,
  MainBuyerSchema,
  coBuyerError,
  type BookingState,
  type CoBuyer,
  type PersonalInfoStep as PersonalInfoValues,
} from "@housing/contracts/booking";
import { personalNumberSchema } from "@housing/contracts/forms";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { FactList, Switch, TextField } from "@housing/ui";
import { fieldMessageOf } from "../problem";
import { Problem, StepButtons } from "../step-frame";
import { useSaveStep } from "../use-save-step";
import styles from "../../click-to-buy.module.css";

/** What the login knows of the buyer beyond name and number: the contact details the form starts with. */
export interface BuyerContact {
  email: string;
  phoneNumber: string;
  address: string;
  postalCode: string;
  city: string;
}

const EMPTY_CO_BUYER: CoBuyer = { firstName: "", lastName: "", securityNumber: "", email: "", phoneNumber: "" };

/**
 * The step's schema: the contract's step schema, the co-buyer's number checked against the site's
 * country, and spec section 5's two buyers with distinct numbers and e-mails (`coBuyerError`).
 */
export function personalInfoSchema(site: SiteConfig, buyerNumber: string) {
  const clash = (values: PersonalInfoValues) =>
    values.coBuyer ? coBuyerError({ securityNumber: buyerNumber, email: values.buyer.email }, values.coBuyer) : null;
  return v.pipe(
    v.object({
      buyer: MainBuyerSchema,
      coBuyer: v.nullable(v.object({ ...CoBuyerSchema.entries, securityNumber: personalNumberSchema(site.country) })),
    }),
    v.forward(
      v.check((values) => clash(values)?.field !== "securityNumber", "uniqueSocial"),
      ["coBuyer", "securityNumber"],
    ),
    v.forward(
      v.check((values) => clash(values)?.field !== "email", "uniqueEmail"),
      ["coBuyer", "email"],
    ),
  );
}

/** personal-info: the buyer (name and number from the login, read-only) and an optional co-buyer. */
export function PersonalInfoStep({
  site,
  booking,
  contact,
  onSaved,
}: {
  site: SiteConfig;
  booking: BookingState;
  contact: BuyerContact | null;
  onSaved: (booking: BookingState) => void;
}) {
  const { t } = useI18n();
  const saved = booking.values.personalInfo;
  const schema = useMemo(
    () => personalInfoSchema(site, booking.buyer.securityNumber),
    [site, booking.buyer.securityNumber],
  );
  const [hasCoBuyer, setHasCoBuyer] = useState(Boolean(saved?.coBuyer));
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<PersonalInfoValues>({
    resolver: standardSchemaResolver(schema),
    mode: "onSubmit",
    defaultValues: {
      buyer: saved?.buyer ?? {
        email: contact?.email ?? "",
        phoneNumber: contact?.phoneNumber ?? "",
        address: contact?.address ?? "",
        postalCode: contact?.postalCode ?? "",
        city: contact?.city ?? "",
      },
      coBuyer: saved?.coBuyer ?? null,
    },
  });
  const { save, isSaving, problem } = useSaveStep(booking.bookingId, onSaved);

  const toggleCoBuyer = (on: boolean) => {
    setHasCoBuyer(on);
    setValue("coBuyer", on ? EMPTY_CO_BUYER : null);
  };
  const submit = handleSubmit((values) =>
    save({ step: "personal-info", values }, (fields) =>
      fields.forEach(([path, key], index) =>
        setError(path as Path<PersonalInfoValues>, { type: "server", message: key }, { shouldFocus: index === 0 }),
      ),
    ),
  );
  const errorOf = (message: string | undefined) => (message ? t(fieldMessageOf(message)) : undefined);
  const buyerErrors = errors.buyer;
  const coErrors = errors.coBuyer;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.group}>
        <legend>{t("click-to-buy.personal.buyer")}</legend>
        <p>{t("click-to-buy.personal.fromLogin")}</p>
        <FactList
          facts={[
            { label: t("click-to-buy.personal.name"), value: `${booking.buyer.firstName} ${booking.buyer.lastName}` },
            { label: t("click-to-buy.personal.securityNumber"), value: booking.buyer.securityNumber },
          ]}
        />
        <div className={styles.fields}>
          <TextField
            type="email"
            autoComplete="email"
            label={t("click-to-buy.personal.email")}
            isRequired
            error={errorOf(buyerErrors?.email?.message)}
            {...register("buyer.email")}
          />
          <TextField
            type="tel"
            autoComplete="tel"
            label={t("click-to-buy.personal.phone")}
            isRequired
            error={errorOf(buyerErrors?.phoneNumber?.message)}
            {...register("buyer.phoneNumber")}
          />
          <TextField
            autoComplete="street-address"
            label={t("click-to-buy.personal.address")}
            isRequired
            error={errorOf(buyerErrors?.address?.message)}
            {...register("buyer.address")}
          />
          <TextField
            autoComplete="postal-code"
            inputMode="numeric"
            label={t("click-to-buy.personal.postalCode")}
            isRequired
            error={errorOf(buyerErrors?.postalCode?.message)}
            {...register("buyer.postalCode")}
          />
          <TextField
            autoComplete="address-level2"
            label={t("click-to-buy.personal.city")}
            isRequired
            error={errorOf(buyerErrors?.city?.message)}
            {...register("buyer.city")}
          />
        </div>
      </fieldset>
      <Switch
        label={t("click-to-buy.personal.hasCoBuyer")}
        checked={hasCoBuyer}
        onChange={(event) => toggleCoBuyer(event.target.checked)}
      />
      {hasCoBuyer ? (
        <fieldset className={styles.group}>
          <legend>{t("click-to-buy.personal.coBuyer")}</legend>
          <div className={styles.fields}>
            <TextField
              autoComplete="off"
              label={t("click-to-buy.personal.firstName")}
              isRequired
              error={errorOf(coErrors?.firstName?.message)}
              {...register("coBuyer.firstName")}
            />
            <TextField
              autoComplete="off"
              label={t("click-to-buy.personal.lastName")}
              isRequired
              error={errorOf(coErrors?.lastName?.message)}
              {...register("coBuyer.lastName")}
            />
            <TextField
              autoComplete="off"
              label={t("click-to-buy.personal.securityNumber")}
              isRequired
              error={errorOf(coErrors?.securityNumber?.message)}
              {...register("coBuyer.securityNumber")}
            />
            <TextField
              type="email"
              autoComplete="off"
              label={t("click-to-buy.personal.email")}
              isRequired
              error={errorOf(coErrors?.email?.message)}
              {...register("coBuyer.email")}
            />
            <TextField
              type="tel"
              autoComplete="off"
              label={t("click-to-buy.personal.phone")}
              isRequired
              error={errorOf(coErrors?.phoneNumber?.message)}
              {...register("coBuyer.phoneNumber")}
            />
          </div>
        </fieldset>
      ) : null}
      <Problem message={problem} />
      <StepButtons onPrevious={null} isSaving={isSaving} />
    </form>
  );
}
