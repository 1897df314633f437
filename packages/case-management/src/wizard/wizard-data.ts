"use client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  getCaseArticles,
  getCaseAssets,
  getCaseBuildingRooms,
  getCaseFaq,
  getCaseRooms,
  searchCaseBuildings,
  searchCaseObjects,
  type CaseVariant,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { CaseRoom, FaqArticle } from "@housing/contracts/cases";
import type { SiteConfig } from "@housing/site-config";
import { ADDRESS_SEARCH_DEBOUNCE_MS, type CaseArea, type ProblemKind } from "../form/constants";
import type { ProblemOption } from "../form/transitions";
import type { SelectedApartment } from "../form/values";

/*
 * The wizard's lists through the api-client with the session bridge's client (personal calls).
 * Spec section 8: rooms and details show their failure texts; the FAQ's failure is swallowed.
 */

const key = (...parts: readonly unknown[]) => ["housing", "case-management", ...parts] as const;

/** Spec section 4: the problems that lead to the FAQ, by the room's category and, for an asset, its room's. */
function kindOf(category: string, roomCategory?: string): ProblemKind | null {
  if (category === "elevator") return "elevator";
  if (roomCategory === "kitchen") return "appliances";
  if (roomCategory === "bathroom") return "wetRoomAppliances";
  return null;
}

export interface RoomOption extends ProblemOption {
  category: string;
}

/** A list of rooms, details or assets as the step views get it from the wizard. */
export type RoomsQuery = Pick<UseQueryResult<RoomOption[]>, "data" | "isPending" | "isError" | "fetchStatus">;

const toOption = (room: CaseRoom, roomCategory?: string): RoomOption => ({
  id: room.id,
  name: room.name,
  faq: room.faq,
  category: room.category,
  kind: kindOf(room.category, roomCategory),
});

/** An apartment's rooms (by its agreement) or a property's common areas. */
export function useRooms(area: CaseArea | null, agreementId: string, propertyId: string) {
  const http = useSessionHttp();
  const id = area === "public" ? propertyId : agreementId;
  return useQuery({
    queryKey: key("rooms", area, id),
    enabled: area !== null && id !== "",
    queryFn: async ({ signal }) => {
      const answer =
        area === "public" ? await getCaseBuildingRooms(http, id, { signal }) : await getCaseRooms(http, id, { signal });
      return answer.rooms.map((room) => toOption(room));
    },
  });
}

/** A room's assets; a room without any offers itself, so a report can still name it. */
export function useRoomDetails(room: RoomOption | null) {
  const http = useSessionHttp();
  return useQuery({
    queryKey: key("assets", room?.id ?? ""),
    enabled: room !== null,
    queryFn: async ({ signal }) => {
      const { assets } = await getCaseAssets(http, room!.id, { signal });
      return assets.length > 0 ? assets.map((asset) => toOption(asset, room!.category)) : [room!];
    },
  });
}

/** The FAQ articles by id in the site's language: the customer's call for a resident, the board's otherwise. */
export function loadFaqArticles(
  http: ReturnType<typeof useSessionHttp>,
  variant: CaseVariant,
  ids: readonly string[],
  site: SiteConfig,
): Promise<FaqArticle[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const answer =
    variant === "customer"
      ? getCaseArticles(http, { ids: [...ids], site: site.key })
      : getCaseFaq(http, { faqIds: [...ids], site: site.key });
  return answer.then((result) => result.articles);
}

export const faqQueryKey = (ids: readonly string[]) => key("faq", ...ids);

/** The value after it has stayed the same for `ms` (the address search's 300 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A board member's address search: apartments, or buildings for a common area; debounced 300 ms (spec section 9). */
export function useAddressSearch(area: CaseArea | null, text: string, site: SiteConfig) {
  const http = useSessionHttp();
  const settled = useDebounced(text.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: key("search", area, settled, site.key),
    enabled: area !== null && settled.length >= 2,
    queryFn: async ({ signal }): Promise<SelectedApartment[]> => {
      const body = { text: settled, site: site.key };
      if (area === "public") {
        const { buildings } = await searchCaseBuildings(http, body, { signal });
        return buildings.map((building) => ({
          id: building.id,
          address: building.address,
          propertyId: building.propertyId,
          governmentObjectId: "",
          objectTypeId: "",
          rentalBuilding: building.rentalBuilding,
        }));
      }
      const { agreements } = await searchCaseObjects(http, body, { signal });
      return agreements.map((agreement) => ({
        id: agreement.id,
        address: agreement.address,
        propertyId: agreement.propertyId,
        governmentObjectId: agreement.governmentObjectId,
        objectTypeId: agreement.objectTypeId,
        rentalBuilding: agreement.rentalBuilding,
      }));
    },
  });
}
