"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { getExplorerData, getExternalLinker, searchExplorerObjects } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { useSessionHttp } from "@housing/api-client/session-http";
import { EXPLORER_PAGE_SIZE } from "@housing/contracts/explorer";
import { messagesTextOf } from "@housing/i18n";
import { I18nMessages, useI18n } from "@housing/i18n/react";
import { hasSessionHint } from "@housing/session/hint";
import type { SiteConfig } from "@housing/site-config";
import { Button, Modal } from "@housing/ui";
import { residenceExplorerMessages } from "../messages";
import { explorerHash } from "../model/explorer-hash";
import { PanoramaSection } from "../panorama/panorama-section";
import { SunStudyPanel } from "../sun/sun-study-panel";
import { Explorer, type ExplorerProps } from "./explorer";
import styles from "./explorer.module.css";

/** How the explorer was opened: on a view and a home, or through an external linker. */
export type ExplorerOpening =
  { kind: "open"; viewId: string | null; apartmentNumber: string | null } | { kind: "link"; linkerId: string };

export interface ExplorerDialogProps {
  site: SiteConfig;
  stageId: string;
  opening: ExplorerOpening;
  /** The hash the dialog keeps while open (without "#"): Back closes it, closing removes it. */
  hash: string;
  onClose: () => void;
  /** Stories and tests pin the 3D view on or off. */
  isWebGLAvailable?: boolean;
  /** SUN STUDY and 360 VIEW: handed on to the explorer (see ExplorerProps). */
  renderSunStudy?: ExplorerProps["renderSunStudy"];
  onOpenPanorama?: ExplorerProps["onOpenPanorama"];
}

/** The explorer's own messages, sent with its code (the page sends only the launcher's). */
function useExplorerMessages(site: SiteConfig) {
  return useMemo(() => messagesTextOf(residenceExplorerMessages[site.locale], ["residence-explorer."]), [site.locale]);
}

/**
 * The explorer as a full-screen modal dialog with its own hash (issue 24), loaded only when it
 * opens. It resolves an external linker first (a linker to another stage goes to that stage's
 * page with the explorer's hash), then loads the explorer data and the homes: through the
 * session bridge when the visitor has a session (hasMadePurchase marks their own homes) or
 * edit mode is on, else with the public client. Errors say spec section 8's messages with a retry.
 */
export default function ExplorerDialog(props: ExplorerDialogProps) {
  const messages = useExplorerMessages(props.site);
  return (
    <I18nMessages messages={messages}>
      <ExplorerDialogBody {...props} />
    </I18nMessages>
  );
}

function ExplorerDialogBody({
  site,
  stageId,
  opening,
  hash,
  onClose,
  isWebGLAvailable,
  renderSunStudy,
  onOpenPanorama,
}: ExplorerDialogProps) {
  const text = useI18n();
  const http = useApiHttp();
  const sessionHttp = useSessionHttp();
  const [hasSession] = useState(() => hasSessionHint());
  const [isEditMode, setEditMode] = useState(false);
  // The home whose 360 views are open over the explorer (the explorer stays mounted beneath).
  const [panorama, setPanorama] = useState<string | null>(null);

  const linkerId = opening.kind === "link" ? opening.linkerId : null;
  const linker = useQuery({
    queryKey: ["explorer-linker", linkerId],
    queryFn: ({ signal }) => getExternalLinker(http, linkerId!, { signal }),
    enabled: linkerId !== null,
  });
  const isOtherStage = linker.data !== undefined && linker.data.stageId !== stageId;
  useEffect(() => {
    if (!isOtherStage || !linker.data) return;
    const { stageUrl, viewId, apartmentNumber } = linker.data;
    window.location.assign(`${stageUrl}#${explorerHash(viewId, apartmentNumber)}`);
  }, [isOtherStage, linker.data]);
  const isReady = linkerId === null || (linker.data !== undefined && !isOtherStage);

  const dataQueryKey = ["explorer", stageId] as const;
  const data = useQuery({
    queryKey: dataQueryKey,
    queryFn: ({ signal }) => getExplorerData(http, stageId, { signal }),
    enabled: isReady,
  });
  const isPersonal = hasSession || isEditMode;
  const objects = useQuery({
    queryKey: ["explorer-objects", site.key, stageId, hasSession, isEditMode],
    queryFn: ({ signal }) =>
      searchExplorerObjects(
        isPersonal ? sessionHttp : http,
        {
          siteId: site.key,
          stageId,
          offset: 0,
          size: EXPLORER_PAGE_SIZE,
          ...(hasSession ? { hasMadePurchase: true } : {}),
          ...(isEditMode ? { isEditMode: true } : {}),
        },
        { signal },
      ),
    enabled: isReady,
    placeholderData: keepPreviousData,
  });

  const initialViewId = opening.kind === "open" ? opening.viewId : (linker.data?.viewId ?? null);
  const initialApartmentNumber =
    opening.kind === "open" ? opening.apartmentNumber : (linker.data?.apartmentNumber ?? null);

  let body;
  if (linker.isError) {
    body = <LoadError message={text.t("residence-explorer.error.linker")} onRetry={() => void linker.refetch()} />;
  } else if (data.isError || objects.isError) {
    body = (
      <LoadError
        message={text.t("residence-explorer.error.data")}
        onRetry={() => {
          if (data.isError) void data.refetch();
          if (objects.isError) void objects.refetch();
        }}
      />
    );
  } else if (!data.data || !objects.data) {
    body = (
      <p role="status" className={styles.loading}>
        {text.t("residence-explorer.loading")}
      </p>
    );
  } else {
    body = (
      <Explorer
        site={site}
        data={data.data}
        objects={objects.data}
        initialViewId={initialViewId}
        initialApartmentNumber={initialApartmentNumber}
        isWebGLAvailable={isWebGLAvailable}
        dataQueryKey={dataQueryKey}
        isEditMode={isEditMode && objects.data.editMode}
        onEditModeChange={setEditMode}
        // The sun study and the 360 views load with the dialog's chunk, never with the launcher's.
        renderSunStudy={renderSunStudy ?? renderSunStudyPanel}
        onOpenPanorama={onOpenPanorama ?? setPanorama}
      />
    );
  }
  const panoramaApt = panorama ? data.data?.apts.find((apt) => apt.number === panorama) : undefined;
  const panoramaHome = panorama ? objects.data?.objects.find((home) => home.apartmentNumber === panorama) : undefined;

  return (
    <Modal
      open
      onClose={onClose}
      hash={hash}
      fullscreen
      title={
        data.data
          ? text.t("residence-explorer.dialog.title", { stage: data.data.stageName })
          : text.t("residence-explorer.open")
      }
      className={styles.dialog}
    >
      <div hidden={panorama !== null}>{body}</div>
      {panorama !== null ? (
        <div className={styles.panoramaLayer}>
          <PanoramaSection
            projectPath={panoramaApt?.files.object3DViews[0] ?? null}
            apartmentName={panoramaHome?.name ?? panorama}
            initialCameraId={panoramaApt?.files.balconyViews[0]}
            onClose={() => setPanorama(null)}
          />
        </div>
      ) : null}
    </Modal>
  );
}

/** The side panel's sun study: the current view's named frames, lighting the scene from its moment. */
function renderSunStudyPanel({
  data,
  view,
  date,
  onDateChange,
}: Parameters<NonNullable<ExplorerProps["renderSunStudy"]>>[0]) {
  return (
    <SunStudyPanel
      frames={view.sunstudy.frames}
      timeZone={data.timeZone}
      value={date}
      onChange={onDateChange}
      location={data.location}
    />
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const text = useI18n();
  return (
    <div role="alert" className={styles.errorBox}>
      <p>{message}</p>
      <Button onClick={onRetry}>{text.t("residence-explorer.retry")}</Button>
    </div>
  );
}
