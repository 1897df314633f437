"use client";
import { useParams, useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { ServerErrorPage } from "@housing/content-pages";
import { useI18n } from "@housing/i18n/react";
import { getSite, isSiteCode, startPath } from "@housing/site-config";
import { SiteFrame } from "./frame-client";
import { pageLayout } from "./page-layouts";
import { parseSiteSegment } from "./paths";

/**
 * The error boundary of the catch-all page: an unknown template name or a
 * failed page load renders the 500 template inside the site frame. "Try
 * again" refetches the server components, then resets the boundary.
 */
export function SiteErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const params = useParams<{ site: string }>();
  const code = params.site ? parseSiteSegment(params.site).code : "";
  const site = isSiteCode(code) ? getSite(code) : null;
  const startHref = site ? startPath(site) : "/";
  const { t } = useI18n();
  const heading = t("site-shell.serverError.heading");

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <SiteFrame layout={pageLayout("default")}>
      {/* An error boundary cannot export metadata; React hoists this title into the head. */}
      <title>{site ? `${heading} | ${site.siteName}` : heading}</title>
      <meta name="robots" content="noindex" />
      <ServerErrorPage
        startHref={startHref}
        onRetry={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      />
    </SiteFrame>
  );
}
