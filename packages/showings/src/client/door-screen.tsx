"use client";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { getShowingAttendance, getShowingDoor } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { StageFormPageData } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { useUser } from "@housing/session/client";
import type { SiteConfig } from "@housing/site-config";
import { doorLinkOf } from "../paths";
import { timeOf, whenOf } from "./format";
import { QrCode } from "./qr-code";
import styles from "../showings.module.css";

/** How often the door's screen asks again, so it moves on to the next showing by itself. */
export const DOOR_REFRESH_MS = 60_000;

const noSubscription = () => () => {};
const browserOrigin = () => window.location.origin;
const noOrigin = () => null;

/**
 * The door's screen (ShowingQrPage): the showing in progress or next today and, while its
 * check-in is open, a large QR code of the visitor's form page with the door key, plus the same
 * address as text. Read again every minute. With `?view=attendance` a logged-in estate agent
 * also sees who booked and who came (the API answers nobody else).
 */
export function DoorScreen({
  site,
  stage,
  showAttendance,
}: {
  site: SiteConfig;
  stage: StageFormPageData["stage"];
  showAttendance: boolean;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const http = useApiHttp();
  // The page's own origin (the site's public address), known in the browser only.
  const origin = useSyncExternalStore(noSubscription, browserOrigin, noOrigin);
  const door = useQuery({
    queryKey: ["housing", "showings", "door", site.key, stage.id],
    queryFn: ({ signal }) => getShowingDoor(http, site.key, stage.id, { signal }),
    refetchInterval: DOOR_REFRESH_MS,
  });
  if (door.isPending) return <p>{t("showings.loading")}</p>;
  if (door.isError && !door.data) return <p role="alert">{t("showings.loadFailed")}</p>;
  const { showing, doorKey } = door.data;
  const link = showing && doorKey && origin ? doorLinkOf(origin, stage.url, doorKey, showing.id) : null;
  return (
    <>
      {showing && doorKey ? (
        <section className={`${styles.stack} ${styles.door}`} aria-labelledby="door-now">
          <h2 id="door-now">{t("showings.qr.now", { when: whenOf(i18n, site, showing.startsAt, showing.endsAt) })}</h2>
          <p>{t("showings.qr.scan")}</p>
          {link ? (
            <>
              <div className={styles.qr}>
                <QrCode value={link} label={t("showings.qr.image")} />
              </div>
              <p>{t("showings.qr.orOpen")}</p>
              <p className={styles.url}>{link}</p>
            </>
          ) : null}
        </section>
      ) : (
        <section className={`${styles.stack} ${styles.door}`} aria-labelledby="door-none">
          <h2 id="door-none">{t("showings.qr.noneNow")}</h2>
          <p>
            {showing
              ? t("showings.qr.next", { when: whenOf(i18n, site, showing.startsAt, showing.endsAt) })
              : t("showings.qr.noneToday")}
          </p>
        </section>
      )}
      {showAttendance && showing ? <Attendance site={site} showingId={showing.id} /> : null}
    </>
  );
}

/** Who booked and who came, for the site's estate agents; anyone else (401/403) sees nothing. */
function Attendance({ site, showingId }: { site: SiteConfig; showingId: string }) {
  const { t } = useI18n();
  const user = useUser();
  const http = useSessionHttp();
  const attendance = useQuery({
    queryKey: ["housing", "showings", "attendance", showingId, user?.id ?? ""],
    queryFn: ({ signal }) => getShowingAttendance(http, showingId, { signal }),
    enabled: user !== null,
    refetchInterval: DOOR_REFRESH_MS,
    retry: false,
  });
  if (!attendance.data) return null;
  const { attendees, booked, came } = attendance.data;
  return (
    <section className={styles.stack} aria-labelledby="attendance-heading">
      <h2 id="attendance-heading">{t("showings.attendance.heading")}</h2>
      <p>{t("showings.attendance.counts", { booked, came })}</p>
      {attendees.length === 0 ? (
        <p>{t("showings.attendance.none")}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("showings.attendance.name")}</th>
              <th scope="col">{t("showings.attendance.people")}</th>
              <th scope="col">{t("showings.attendance.slot")}</th>
              <th scope="col">{t("showings.attendance.came")}</th>
            </tr>
          </thead>
          <tbody>
            {attendees.map((attendee, index) => (
              <tr key={`${attendee.name}-${index}`}>
                <td>{attendee.name}</td>
                <td>{attendee.people}</td>
                <td>{attendee.slotStartsAt ? timeOf(site, attendee.slotStartsAt) : t("showings.attendance.walkIn")}</td>
                <td>{attendee.checkedInAt ? timeOf(site, attendee.checkedInAt) : t("showings.attendance.notYet")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
