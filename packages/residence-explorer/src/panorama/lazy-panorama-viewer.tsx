"use client";
import { lazy, Suspense } from "react";
import { useI18n } from "@housing/i18n/react";
import type { PanoramaViewerProps } from "./panorama-viewer";

// three.js and the viewer load only when a 360 view opens (issue 24: not in a stage page's first load).
const PanoramaViewer = lazy(() => import("./panorama-viewer").then((module) => ({ default: module.PanoramaViewer })));

/** The 360 viewer, fetched on first render; a loading line meanwhile. */
export function LazyPanoramaViewer(props: PanoramaViewerProps) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<p role="status">{t("residence-explorer.panorama.loading")}</p>}>
      <PanoramaViewer {...props} />
    </Suspense>
  );
}
