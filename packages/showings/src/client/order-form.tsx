"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { getCurrentUser, orderProspectus } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { StageFormPageData } from "@housing/contracts";
import { ProspectusOrderRequestSchema } from "@housing/contracts/showings";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { useUser } from "@housing/session/client";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Link, TextField } from "@housing/ui";
import { ContactFields, EMPTY_CONTACT, useFieldErrorText } from "./contact-fields";
import { fieldErrorsOf, showingProblemOf, type ShowingProblem } from "./problem";
import { Outcome } from "./outcome";
import styles from "../showings.module.css";

/** The order form's fields: the order request but the site and stage, which the page knows. */
export const OrderFormSchema = v.omit(ProspectusOrderRequestSchema, ["siteId", "stageId"]);
type OrderFormValues = v.InferInput<typeof OrderFormSchema>;

/**
 * The prospectus order form (OrderFormPage). A logged-in visitor's form starts from their
 * account's contact details and goes through the session bridge, so the API records the interest
 * on the user; anyone else's through the public client. Sent, the page says where it went.
 */
export function OrderForm({ site, stage }: { site: SiteConfig; stage: StageFormPageData["stage"] }) {
  const { t } = useI18n();
  const errorText = useFieldErrorText();
  const user = useUser();
  const sessionHttp = useSessionHttp();
  const publicHttp = useApiHttp();
  const http = user ? sessionHttp : publicHttp;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<ShowingProblem | null>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<OrderFormValues, unknown, v.InferOutput<typeof OrderFormSchema>>({
    resolver: standardSchemaResolver(OrderFormSchema),
    defaultValues: { ...EMPTY_CONTACT, postalCode: "", message: "" },
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  const account = useQuery({
    queryKey: ["housing", "showings", "order-contact", user?.id ?? ""],
    queryFn: ({ signal }) => getCurrentUser(sessionHttp, { signal }),
    enabled: user !== null,
    retry: false,
  });
  const { reset, getValues } = form;
  // The account's details fill the fields the visitor has not typed in yet.
  useEffect(() => {
    const found = account.data;
    if (!found) return;
    const typed = getValues();
    reset({
      ...typed,
      firstName: typed.firstName || found.firstName || "",
      lastName: typed.lastName || found.lastName || "",
      email: typed.email || found.email || "",
      phone: typed.phone || found.phoneNumber || "",
      postalCode: typed.postalCode || found.postalCode || "",
    });
  }, [account.data, reset, getValues]);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await orderProspectus(http, { ...values, siteId: site.key, stageId: stage.id });
      setSentTo(answer.email);
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([field]) => field in OrderFormSchema.entries);
      fields.forEach(([field, key], index) =>
        form.setError(field as keyof OrderFormValues, { message: key }, { shouldFocus: index === 0 }),
      );
      setProblem(fields.length > 0 ? null : showingProblemOf(error));
    }
  });

  if (sentTo) {
    return (
      <div className={styles.success} role="status">
        <h2 ref={sentRef} tabIndex={-1}>
          {t("showings.order.sent")}
        </h2>
        <p>{t("showings.order.sentText", { email: sentTo })}</p>
        <Link href={stage.url}>{t("showings.order.toStage", { stage: stage.name })}</Link>
      </div>
    );
  }
  const errors = form.formState.errors;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p>{t("showings.order.intro")}</p>
      <ContactFields form={form} idPrefix="order" privacyHref={routePath(site, "privacyPolicy")}>
        <TextField
          id="order-postalCode"
          autoComplete="postal-code"
          inputMode="numeric"
          label={t("showings.field.postalCode")}
          error={errorText(errors.postalCode?.message)}
          {...form.register("postalCode")}
        />
        <TextField
          id="order-message"
          multiline
          rows={4}
          label={t("showings.field.message")}
          error={errorText(errors.message?.message)}
          {...form.register("message")}
        />
      </ContactFields>
      {problem ? <Outcome tone="alert" text={t(`showings.error.${problem}` as MessageId)} /> : null}
      <div>
        <Button type="submit" aria-disabled={form.formState.isSubmitting || undefined}>
          {form.formState.isSubmitting ? t("showings.order.sending") : t("showings.order.submit")}
        </Button>
      </div>
    </form>
  );
}
