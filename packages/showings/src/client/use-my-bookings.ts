"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getMyShowingBookings } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { ShowingBooking } from "@housing/contracts/showings";
import type { SiteConfig } from "@housing/site-config";

/**
 * The logged-in user's showing bookings on the site (through the session bridge), one query for
 * my pages' VIP showing page and the overview's card, and the way to read them again after a
 * booking or a cancel. `initial`: what the page's server load already read.
 */
export function useMyBookings(site: SiteConfig, initial?: ShowingBooking[]) {
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const queryKey = ["housing", "showings", "my-bookings", site.key];
  const bookings = useQuery({
    queryKey,
    queryFn: ({ signal }) => getMyShowingBookings(http, site.key, { signal }).then((answer) => answer.bookings),
    initialData: initial,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return { bookings: bookings.data ?? [], refresh };
}
