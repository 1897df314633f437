"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { bookMyShowing, bookShowing } from "@housing/api-client";
import { ShowingBookingRequestSchema, type ShowingBooking } from "@housing/contracts/showings";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { useUser } from "@housing/session/client";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Select } from "@housing/ui";
import { ContactFields, EMPTY_CONTACT, PEOPLE_OPTIONS } from "./contact-fields";
import { timeOf, whenOf } from "./format";
import { changesTheList, fieldErrorsOf, showingProblemOf, type ShowingProblem } from "./problem";
import type { ChosenSlot } from "./showings-panel";
import { useShowingsHttp, useTakePlaces } from "./use-showings";
import styles from "../showings.module.css";

/** The booking form's fields: the request but the site and the slot, which the page knows. */
export const BookingFormSchema = v.omit(ShowingBookingRequestSchema, ["siteId", "slotId"]);
export type BookingFormValues = v.InferInput<typeof BookingFormSchema>;

interface Booked {
  booking: ShowingBooking;
  /** The address the confirmation went to; null when it went to the account's. */
  email: string | null;
}

/**
 * The booking of a chosen slot: a logged-in visitor books with one click (contact from the
 * account), anyone else with the form. Booked, the slot's places drop at once and the list is
 * read again; a refusal (full, closed, already booked, VIP only) says so and refreshes the list.
 */
export function BookingArea({
  site,
  chosen,
  queryKey,
  onDone,
}: {
  site: SiteConfig;
  chosen: ChosenSlot;
  queryKey: readonly unknown[];
  onDone: () => void;
}) {
  const { t } = useI18n();
  const user = useUser();
  const { http, publicHttp } = useShowingsHttp();
  const places = useTakePlaces(queryKey);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [problem, setProblem] = useState<ShowingProblem | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const ids = useId();
  const heading = t("showings.book.heading", {
    start: timeOf(site, chosen.slot.startsAt),
    end: timeOf(site, chosen.slot.endsAt),
  });

  const onBooked = (booking: ShowingBooking, email: string | null) => {
    places.take(chosen.slot.id, booking.people);
    void places.refresh();
    setProblem(null);
    setBooked({ booking, email });
  };
  const onRefused = (error: unknown) => {
    const found = showingProblemOf(error);
    setProblem(found);
    if (changesTheList(found)) void places.refresh();
  };
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  if (booked) return <Confirmation site={site} booked={booked} onAgain={onDone} />;
  const problemText = problem ? (
    <p ref={problemRef} tabIndex={-1} role="alert" className={styles.alert}>
      {t(`showings.error.${problem}` as MessageId)}
    </p>
  ) : null;
  return (
    <section className={styles.booking} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{heading}</h3>
      {user ? (
        <OneClick
          name={`${user.firstName} ${user.lastName}`.trim()}
          idPrefix={ids}
          problem={problemText}
          book={(people) =>
            bookMyShowing(http, { siteId: site.key, slotId: chosen.slot.id, people }).then(
              (booking) => onBooked(booking, null),
              onRefused,
            )
          }
        />
      ) : (
        <BookingForm
          site={site}
          idPrefix={ids}
          problem={problemText}
          book={(values) =>
            bookShowing(publicHttp, { ...values, siteId: site.key, slotId: chosen.slot.id }).then(
              (booking) => onBooked(booking, values.email.trim()),
              (error: unknown) => {
                // A field the API refused lands on its field; anything else is said above the button.
                const fields = Object.fromEntries(
                  Object.entries(fieldErrorsOf(error)).filter(([field]) => field in BookingFormSchema.entries),
                );
                if (Object.keys(fields).length === 0) onRefused(error);
                else setProblem(null);
                return fields;
              },
            )
          }
        />
      )}
      <div>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("showings.book.cancel")}
        </Button>
      </div>
    </section>
  );
}

/** One click for a logged-in visitor: the number of people (one unless changed) and "Boka". */
function OneClick({
  name,
  idPrefix,
  problem,
  book,
}: {
  name: string;
  idPrefix: string;
  problem: ReactNode;
  book: (people: number) => Promise<void>;
}) {
  const { t } = useI18n();
  const [people, setPeople] = useState("1");
  const mutation = useMutation({ mutationFn: book });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!mutation.isPending) mutation.mutate(Number(people));
      }}
    >
      <p>{t("showings.book.asUser", { name })}</p>
      <Select
        id={`${idPrefix}-people`}
        label={t("showings.field.people")}
        options={PEOPLE_OPTIONS}
        value={people}
        onChange={(event) => setPeople(event.currentTarget.value)}
      />
      {problem}
      <div>
        <Button type="submit" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? t("showings.book.sending") : t("showings.book.submit")}
        </Button>
      </div>
    </form>
  );
}

/** The form for a visitor who is not logged in (ShowingBookingRequestSchema); field errors of the API land on their fields. */
function BookingForm({
  site,
  idPrefix,
  problem,
  book,
}: {
  site: SiteConfig;
  idPrefix: string;
  problem: ReactNode;
  book: (values: v.InferOutput<typeof BookingFormSchema>) => Promise<Record<string, string> | void>;
}) {
  const { t } = useI18n();
  const form = useForm<BookingFormValues, unknown, v.InferOutput<typeof BookingFormSchema>>({
    resolver: standardSchemaResolver(BookingFormSchema),
    defaultValues: { ...EMPTY_CONTACT, people: 1 },
    mode: "onBlur",
    reValidateMode: "onChange",
  });
  const submit = form.handleSubmit(async (values) => {
    const fieldErrors = await book(values);
    if (!fieldErrors) return;
    Object.entries(fieldErrors).forEach(([field, key], index) =>
      form.setError(field as keyof BookingFormValues, { message: key }, { shouldFocus: index === 0 }),
    );
  });
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <ContactFields form={form} idPrefix={idPrefix} privacyHref={routePath(site, "privacyPolicy")} hasPeople />
      {problem}
      <div>
        <Button type="submit" aria-disabled={form.formState.isSubmitting || undefined}>
          {form.formState.isSubmitting ? t("showings.book.sending") : t("showings.book.submit")}
        </Button>
      </div>
    </form>
  );
}

/** Booked: when and where, and where the confirmation went. Takes focus so it is read at once. */
export function Confirmation({ site, booked, onAgain }: { site: SiteConfig; booked: Booked; onAgain?: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { booking, email } = booked;
  return (
    <div className={styles.success} role="status">
      <h3 ref={headingRef} tabIndex={-1}>
        {t("showings.done.heading")}
      </h3>
      <p>{t("showings.done.when", { when: whenOf(i18n, site, booking.startsAt, booking.endsAt) })}</p>
      <p>{t("showings.done.where", { place: booking.showing.place })}</p>
      <p>{email ? t("showings.done.sent", { email }) : t("showings.done.sentAccount")}</p>
      {onAgain ? (
        <div>
          <Button type="button" variant="secondary" onClick={onAgain}>
            {t("showings.done.again")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
