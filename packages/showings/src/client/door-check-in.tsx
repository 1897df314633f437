"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { checkInAtShowing, checkInMyselfAtShowing } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { useSessionHttp } from "@housing/api-client/session-http";
import { ShowingCheckInRequestSchema, type ShowingCheckInResponse } from "@housing/contracts/showings";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { useUser } from "@housing/session/client";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import { ContactFields, EMPTY_CONTACT } from "./contact-fields";
import { fieldErrorsOf, showingProblemOf, type ShowingProblem } from "./problem";
import { Outcome } from "./outcome";
import styles from "../showings.module.css";

/** The attendance form's fields: the check-in request but what the door's link gives. */
export const CheckInFormSchema = v.omit(ShowingCheckInRequestSchema, ["siteId", "showingId", "doorKey"]);
type CheckInFormValues = v.InferInput<typeof CheckInFormSchema>;

/**
 * Checking in from the door's QR code: a logged-in visitor taps once (their booking, if any, is
 * marked, and the page says so); anyone else fills in the attendance form, then gets a thank-you.
 */
export function DoorCheckIn({ site, showingId, doorKey }: { site: SiteConfig; showingId: string; doorKey: string }) {
  const { t } = useI18n();
  const user = useUser();
  const [done, setDone] = useState<ShowingCheckInResponse | null>(null);
  const [problem, setProblem] = useState<ShowingProblem | null>(null);
  if (done) {
    return user ? (
      <Outcome text={t(done.bookingId ? "showings.visit.checkedInBooked" : "showings.visit.checkedIn")} />
    ) : (
      <ThankYou />
    );
  }
  const problemText = problem ? <Outcome tone="alert" text={t(`showings.error.${problem}` as MessageId)} /> : null;
  const props = { site, showingId, doorKey, problem: problemText, onDone: setDone, onProblem: setProblem };
  return user ? <OneTap {...props} name={`${user.firstName} ${user.lastName}`.trim()} /> : <CheckInForm {...props} />;
}

interface StepProps {
  site: SiteConfig;
  showingId: string;
  doorKey: string;
  problem: ReactNode;
  onDone: (answer: ShowingCheckInResponse) => void;
  onProblem: (problem: ShowingProblem | null) => void;
}

function ThankYou() {
  const { t } = useI18n();
  return (
    <div className={styles.stack}>
      <Outcome text={t("showings.visit.thanks")} />
      <p>{t("showings.visit.thanksText")}</p>
    </div>
  );
}

function OneTap({ site, showingId, doorKey, problem, onDone, onProblem, name }: StepProps & { name: string }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const checkIn = useMutation({
    mutationFn: () => checkInMyselfAtShowing(http, { siteId: site.key, showingId, doorKey, people: 1 }),
    onSuccess: onDone,
    onError: (error) => onProblem(showingProblemOf(error)),
  });
  return (
    <div className={styles.stack}>
      <p>{t("showings.visit.doorIntro")}</p>
      <p>{t("showings.visit.asUser", { name })}</p>
      {problem}
      <div>
        <Button
          type="button"
          onClick={() => !checkIn.isPending && checkIn.mutate()}
          aria-disabled={checkIn.isPending || undefined}
        >
          {checkIn.isPending ? t("showings.visit.checkingIn") : t("showings.visit.checkIn")}
        </Button>
      </div>
    </div>
  );
}

function CheckInForm({ site, showingId, doorKey, problem, onDone, onProblem }: StepProps) {
  const { t } = useI18n();
  const http = useApiHttp();
  const form = useForm<CheckInFormValues, unknown, v.InferOutput<typeof CheckInFormSchema>>({
    resolver: standardSchemaResolver(CheckInFormSchema),
    defaultValues: { ...EMPTY_CONTACT, people: 1 },
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await checkInAtShowing(http, { ...values, siteId: site.key, showingId, doorKey }));
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([field]) => field in CheckInFormSchema.entries);
      fields.forEach(([field, key], index) =>
        form.setError(field as keyof CheckInFormValues, { message: key }, { shouldFocus: index === 0 }),
      );
      onProblem(fields.length > 0 ? null : showingProblemOf(error));
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p>{t("showings.visit.formIntro")}</p>
      <ContactFields form={form} idPrefix="check-in" privacyHref={routePath(site, "privacyPolicy")} hasPeople />
      {problem}
      <div>
        <Button type="submit" aria-disabled={form.formState.isSubmitting || undefined}>
          {form.formState.isSubmitting ? t("showings.visit.checkingIn") : t("showings.visit.checkIn")}
        </Button>
      </div>
    </form>
  );
}
