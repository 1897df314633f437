import "server-only";
import { headers } from "next/headers";
import { NotFoundPage } from "@housing/content-pages";
import { getSite, isSiteCode, startPath } from "@housing/site-config";
import { SiteFrame } from "./frame-client";
import { pageLayout } from "./layout-for";
import { SITE_HEADER } from "./proxy";

/** The 404 template inside the default site frame; Next answers with status 404 and adds the noindex robots tag itself. */
export async function SiteNotFound() {
  const code = (await headers()).get(SITE_HEADER) ?? "";
  const startHref = isSiteCode(code) ? startPath(getSite(code)) : "/";
  return (
    <SiteFrame layout={pageLayout("default")}>
      <NotFoundPage startHref={startHref} />
    </SiteFrame>
  );
}
