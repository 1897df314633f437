"use client";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { getPanoramaProject } from "@housing/api-client";
import { useApiHttp, useApiUrl } from "@housing/api-client/react";
import { useI18n } from "@housing/i18n/react";
import { Button } from "@housing/ui";
import { LazyPanoramaViewer } from "./lazy-panorama-viewer";
import { camerasWithViews } from "./panorama-view-state";
import styles from "./panorama-viewer.module.css";

/*
 * A home's 360 views as the explorer opens them: the project data from the path the explorer
 * data names (settings.projectDataUrl, apts' files.object3DViews), then the viewer. Spec section 8:
 * missing 360 data sets the no-views flag, so a home without a path, a 404 (getPanoramaProject's
 * null) or a project without pictures all say there are no views; a failed call says so with a retry.
 */

export interface PanoramaSectionProps {
  /** The home's project.json path on the API host; null when the home has no 360 views. */
  projectPath: string | null;
  apartmentName: string;
  initialCameraId?: string;
  onClose: () => void;
  /** How tile URLs become loadable; default the API host's absolute URL. */
  resolveUrl?: (url: string) => string;
}

export function PanoramaSection({
  projectPath,
  apartmentName,
  initialCameraId,
  onClose,
  resolveUrl,
}: PanoramaSectionProps) {
  const { t } = useI18n();
  const id = useId();
  const http = useApiHttp();
  const apiUrl = useApiUrl();
  const query = useQuery({
    queryKey: ["residence-explorer", "panorama", projectPath],
    queryFn: ({ signal }) => getPanoramaProject(http, projectPath!, { signal }),
    enabled: projectPath !== null,
  });

  const project = query.data ?? null;
  const hasNoViews =
    projectPath === null || (query.isSuccess && (project === null || camerasWithViews(project).length === 0));

  const closeButton = (
    <div className={styles.controls}>
      <Button onClick={onClose}>{t("residence-explorer.panorama.close")}</Button>
    </div>
  );

  let body;
  if (hasNoViews) {
    body = (
      <>
        <p className={styles.message} role="status" data-panorama-no-views="true">
          {t("residence-explorer.panorama.noViews")}
        </p>
        {closeButton}
      </>
    );
  } else if (query.isError) {
    body = (
      <>
        <p className={styles.message} role="alert">
          {t("residence-explorer.panorama.error")}
        </p>
        <div className={styles.controls}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t("residence-explorer.panorama.retry")}
          </Button>
          <Button onClick={onClose}>{t("residence-explorer.panorama.close")}</Button>
        </div>
      </>
    );
  } else if (!project) {
    body = (
      <>
        <p className={styles.message} role="status">
          {t("residence-explorer.panorama.loading")}
        </p>
        {closeButton}
      </>
    );
  } else {
    body = (
      <LazyPanoramaViewer
        project={project}
        resolveUrl={resolveUrl ?? apiUrl}
        initialCameraId={initialCameraId}
        onClose={onClose}
      />
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={query.isFetching}>
      <h2 id={`${id}-heading`}>{t("residence-explorer.panorama.heading", { apartment: apartmentName })}</h2>
      {body}
    </section>
  );
}
