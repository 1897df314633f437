"use client";
import type { KyInstance } from "ky";
import type { SiteKey } from "@housing/site-config";
import { createBridgeHttp } from "./bridge";
import { siteKeyOf } from "./client";
import { useApiHttp } from "./react";

const clients = new Map<string, KyInstance>();

/**
 * The client for personal calls (the logged-in user's data and every call that logs in or out):
 * through the site's session bridge, which adds the login token the page never sees (bridge.ts).
 * A module of its own, so only the code that makes personal calls (loaded after hydration, or on
 * the login and my-pages pages) carries it; one client per site, built on first use.
 */
export function useSessionHttp(): KyInstance {
  const siteKey = siteKeyOf(useApiHttp()) as SiteKey;
  let client = clients.get(siteKey);
  if (!client) {
    client = createBridgeHttp({ siteKey });
    clients.set(siteKey, client);
  }
  return client;
}
