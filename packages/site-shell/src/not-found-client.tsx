"use client";
import { NotFoundPage } from "@housing/content-pages";
import { useI18n } from "@housing/i18n/react";
import { useFrameContent } from "./frame-client";

/**
 * The 404 template with the site's start link and the 404 title, from the frame content the
 * layout hands over (not-found.tsx: the boundary reads nothing of the request).
 */
export function FrameNotFoundPage() {
  const { startHref, siteName } = useFrameContent();
  const { t } = useI18n();
  return (
    <>
      {/* React hoists the title into the head, as the error boundary's (error-page.tsx). */}
      <title>{`${t("site-shell.notFound.heading")} | ${siteName}`}</title>
      <NotFoundPage startHref={startHref} />
    </>
  );
}
