"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { getNotifications, pauseNotifications } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { SiteConfig } from "@housing/site-config";
import type { HeaderNotification } from "../types";
import { headerNotificationOf } from "./header-notification";

export const notificationsQueryKey = (siteKey: string) => ["housing", "notifications", siteKey] as const;

/**
 * The logged-in visitor's notifications on this site (spec sections 4 and 7), handed to the
 * header's bell. Loaded by the header only once the account place says who is logged in (not a
 * board member) and where the site's "new notifications" switch is on, so neither TanStack's
 * hooks nor the session bridge are in an anonymous visitor's first load. Opening the foldout
 * pauses them (seen) and fetches them again. Failures are silent (spec section 8): no toast
 * (no `meta.errorMessage`), no count.
 */
export default function NotificationsFeed({
  site,
  isOpen,
  onChange,
}: {
  site: SiteConfig;
  isOpen: boolean;
  onChange: (notifications: HeaderNotification[]) => void;
}) {
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const queryKey = notificationsQueryKey(site.key);
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => getNotifications(http, site.key, { signal }),
    retry: false,
  });
  useEffect(() => {
    onChange(data ? data.map(headerNotificationOf) : []);
  }, [data, onChange]);
  useEffect(() => () => onChange([]), [onChange]);

  const wasOpen = useRef(false);
  useEffect(() => {
    const opened = isOpen && !wasOpen.current;
    wasOpen.current = isOpen;
    if (!opened) return;
    void pauseNotifications(http, site.key)
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: notificationsQueryKey(site.key) }));
  }, [isOpen, http, site.key, queryClient]);
  return null;
}
