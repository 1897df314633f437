"use client";
import { useParams, useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { NotFoundPage, ServerErrorPage } from "@housing/content-pages";
import { useI18n } from "@housing/i18n/react";
import { getSite, isSiteCode, startPath } from "@housing/site-config";
import { SiteFrame, useFrameContent } from "./frame-client";
import { pageLayout } from "./page-layouts";
import { parseSiteSegment } from "./paths";

/*
 * The client parts of the catch-all page's two boundaries in one module (one chunk in each page's
 * first load rather than two): the error boundary, and the 404 page the not-found boundary
 * (not-found.tsx) draws inside the frame.
 */

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

/**
 * The 404 template with the site's start link and the 404 title, from the frame content the
 * layout hands over (not-found.tsx: the boundary reads nothing of the request).
 */
export function FrameNotFoundPage() {
  const { startHref, siteName } = useFrameContent();
  const { t } = useI18n();
  return (
    <>
      {/* React hoists the title into the head, as the error boundary's (above). */}
      <title>{`${t("site-shell.notFound.heading")} | ${siteName}`}</title>
      <NotFoundPage startHref={startHref} />
    </>
  );
}
