import { getMyTimeline } from "@housing/api-client";
import type { TemplateProps } from "@housing/contracts/manifest";
import {
  MyTimelineQuerySchema,
  TIMELINE_STEP_KEYS,
  type MyTimeline,
  type TimelineBooking,
  type TimelineStepKey,
} from "@housing/contracts/my-pages";
import { formatDate, type MessageId } from "@housing/i18n";
import { routePath, timelinePath, type SiteConfig } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import * as v from "valibot";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import styles from "../components/my-pages.module.css";
import timelineStyles from "./timeline-page.module.css";

export interface TimelineData {
  timeline: MyTimeline;
  /** The sub-page's step (spec section 2: contract, interior, inspection, payment, move-in); null on the timeline. */
  step: TimelineStepKey | null;
  /** The booking chosen in the query (`?bookingId=`), kept on the page's links; null for the default. */
  chosenBookingId: string | null;
}

/** The step whose sub-path this is (the site's translated segment), or null for the timeline itself. */
export function timelineStepOfPath(site: SiteConfig, path: string): TimelineStepKey | null {
  const lower = path.toLowerCase();
  return TIMELINE_STEP_KEYS.find((key) => timelinePath(site, key)?.toLowerCase() === lower) ?? null;
}

/** A `bookingId` in the query when it is a GUID; anything else is left out (the default booking). */
function chosenBookingOf(query: string): string | null {
  const parsed = v.safeParse(MyTimelineQuerySchema, {
    bookingId: new URLSearchParams(query).get("bookingId") ?? undefined,
  });
  return parsed.success ? (parsed.output.bookingId ?? null) : null;
}

/** GET /my_pages/timeline for the booking in the query, else the active residence's. */
export const loadTimeline = personalLoad<TimelineData>(async ({ http, site, location }) => {
  const chosenBookingId = chosenBookingOf(location.query);
  return {
    timeline: await getMyTimeline(http, site.key, chosenBookingId ?? undefined),
    step: timelineStepOfPath(site, location.path),
    chosenBookingId,
  };
});

const withBooking = (path: string, bookingId: string | null) =>
  bookingId ? `${path}?bookingId=${encodeURIComponent(bookingId)}` : path;

const bookingName = (booking: TimelineBooking, fallback: string) => booking.name || booking.stageName || fallback;

/**
 * Template "MyPagesTimelinePage" (spec section 2, my pages: timeline, with sub-paths for contract,
 * interior, inspection, payment and move-in): the purchase's steps as an ordered list, the one at
 * hand marked `aria-current="step"`, each step's state in words beside its mark (WCAG 1.4.1: not by
 * colour alone) and its date in the site's format. On a step's sub-path: that step's page.
 */
export function TimelinePage(props: TemplateProps) {
  const { site } = props;
  const data = loadedData<TimelineData>(props);
  return data.step ? (
    <TimelineStepPage site={site} data={data} step={data.step} />
  ) : (
    <TimelineOverview site={site} data={data} />
  );
}

function TimelineOverview({ site, data }: { site: SiteConfig; data: TimelineData }) {
  const { t } = translatorFor(site);
  const { timeline, chosenBookingId } = data;
  const { booking, bookings, steps } = timeline;
  const isAllDone = steps.every((step) => step.state === "past");
  const phase = booking.lifecycle;
  return (
    <div className={styles.sections}>
      <Heading level={1}>{t("my-pages.timeline.heading")}</Heading>
      {bookings.length > 1 ? <BookingChoice site={site} bookings={bookings} /> : null}
      <section aria-labelledby="my-pages-timeline-steps" className={styles.stack}>
        <Heading level={2} id="my-pages-timeline-steps" size="xl">
          {bookingName(booking, t("my-pages.timeline.heading"))}
        </Heading>
        <p>{t("my-pages.timeline.intro", { name: bookingName(booking, "") })}</p>
        {phase !== null && phase >= 0 && phase <= 10 ? (
          <p className={styles.muted}>
            {t("my-pages.timeline.phase", { phase: t(`my-pages.lifecycle.${phase}` as MessageId) })}
          </p>
        ) : null}
        {isAllDone ? <p>{t("my-pages.timeline.allDone")}</p> : null}
        <ol className={timelineStyles.steps} aria-label={t("my-pages.timeline.steps")}>
          {steps.map((step) => (
            <li
              key={step.key}
              className={timelineStyles.step}
              data-state={step.state}
              aria-current={step.state === "current" ? "step" : undefined}
            >
              <span className={timelineStyles.mark} aria-hidden="true">
                {step.state === "past" ? "✓" : ""}
              </span>
              <span className={timelineStyles.body}>
                <Link
                  className={timelineStyles.name}
                  href={withBooking(timelinePath(site, step.key)!, chosenBookingId)}
                >
                  {t(`my-pages.timeline.step.${step.key}`)}
                </Link>
                <span className={timelineStyles.state}>{t(`my-pages.timeline.state.${step.state}`)}</span>
                <StepDate site={site} stepKey={step.key} date={step.date} />
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function TimelineStepPage({ site, data, step }: { site: SiteConfig; data: TimelineData; step: TimelineStepKey }) {
  const { t } = translatorFor(site);
  const { timeline, chosenBookingId } = data;
  const index = timeline.steps.findIndex((entry) => entry.key === step);
  const entry = timeline.steps[index]!;
  return (
    <div className={styles.sections}>
      <p>
        <Link href={withBooking(routePath(site, "timeline")!, chosenBookingId)}>{t("my-pages.timeline.back")}</Link>
      </p>
      <section aria-labelledby="my-pages-timeline-step" className={styles.stack}>
        <p className={styles.muted}>
          {t("my-pages.timeline.stepOf", { number: index + 1, total: timeline.steps.length })}
        </p>
        <Heading level={1} id="my-pages-timeline-step">
          {t(`my-pages.timeline.step.${step}`)}
        </Heading>
        <p className={styles.muted}>{bookingName(timeline.booking, "")}</p>
        <p className={timelineStyles.state} data-state={entry.state}>
          {t(`my-pages.timeline.state.${entry.state}`)}
          {" – "}
          {t(`my-pages.timeline.stateText.${entry.state}`)}
        </p>
        <StepDate site={site} stepKey={step} date={entry.date} />
        <p>{t(`my-pages.timeline.about.${step}`)}</p>
      </section>
    </div>
  );
}

function StepDate({ site, stepKey, date }: { site: SiteConfig; stepKey: TimelineStepKey; date: string | null }) {
  const { t } = translatorFor(site);
  return (
    <span className={timelineStyles.date}>
      {t(`my-pages.timeline.date.${stepKey}`)}:{" "}
      {date ? <time dateTime={date}>{formatDate(date, site.locale)}</time> : t("my-pages.timeline.noDate")}
    </span>
  );
}

/** The user's bookings on the site, each a link to its timeline (the chosen one marked). */
function BookingChoice({ site, bookings }: { site: SiteConfig; bookings: readonly TimelineBooking[] }) {
  const { t } = translatorFor(site);
  const base = routePath(site, "timeline")!;
  return (
    <nav aria-labelledby="my-pages-timeline-bookings">
      <Heading level={2} id="my-pages-timeline-bookings">
        {t("my-pages.timeline.bookings")}
      </Heading>
      <ul className={styles.list}>
        {bookings.map((booking) => (
          <li key={booking.bookingId}>
            <Link href={withBooking(base, booking.bookingId)} aria-current={booking.isSelected ? "page" : undefined}>
              {bookingName(booking, booking.bookingId)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
