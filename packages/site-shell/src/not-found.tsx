import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundPage } from "@housing/content-pages";
import { getSite, isSiteCode, startPath } from "@housing/site-config";
import { SITE_HEADER } from "./proxy";

/** The 404 template inside the site frame; Next answers with status 404. */
export async function SiteNotFound() {
  const code = (await headers()).get(SITE_HEADER) ?? "";
  const startHref = isSiteCode(code) ? startPath(getSite(code)) : "/";
  return <NotFoundPage startHref={startHref} />;
}

export const notFoundMetadata: Metadata = { robots: { index: false, follow: true } };
