"use client";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import type { ObjectStatusKey } from "@housing/contracts";
import type { ExplorerData, ExplorerObjectsResponse, ExplorerView } from "@housing/contracts/explorer";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import { defaultFilters, matchesFilters, type ExplorerFilters } from "../model/filters";
import type { SceneHomeState } from "../scene/building-scene";
import { SceneCanvas } from "../scene/scene-canvas";
import { hasWebGL } from "../scene/webgl";
import { balconySunHours } from "../sun/hours";
import { sunPosition, sunVector } from "../sun/position";
import { dateToFrame, defaultSunMoment } from "../sun/time";
import { ClickAreaEditor } from "./click-area-editor";
import { FacadeDrawing } from "./facade-drawing";
import { FiltersPanel } from "./filters-panel";
import { HomeCard } from "./home-card";
import { HomeOverlay } from "./home-overlay";
import { HomesTable } from "./homes-table";
import styles from "./explorer.module.css";

/** What the side panel's sun-study place hands the sun study. */
export interface SunStudySlotProps {
  data: ExplorerData;
  view: ExplorerView;
  /** The moment the scene is lit for (default 21 June 12:00 local time of the stage). */
  date: Date;
  onDateChange: (date: Date) => void;
}

export interface ExplorerProps {
  site: SiteConfig;
  data: ExplorerData;
  objects: ExplorerObjectsResponse;
  /** The view to open on (a deep link); default the home's view, else the data's first view. */
  initialViewId?: string | null;
  /** The home to open with its card (the object page, a deep link). */
  initialApartmentNumber?: string | null;
  /** The filters to start with (default: spec section 9's defaults). */
  initialFilters?: ExplorerFilters;
  /** Whether to draw in 3D; default: whether the browser has WebGL (tests and stories pin it). */
  isWebGLAvailable?: boolean;
  /** The explorer data's query key (edit mode refreshes it after a save). */
  dataQueryKey?: readonly unknown[];
  /** Edit mode is on (the objects were asked for with isEditMode). */
  isEditMode?: boolean;
  onEditModeChange?: (isEditMode: boolean) => void;
  /** SUN STUDY: the side panel's place for the sun study (SunStudyPanel); nothing when absent. */
  renderSunStudy?: (props: SunStudySlotProps) => ReactNode;
  /** 360 VIEW: the card's 360 button calls this with the home's number; no button when absent. */
  onOpenPanorama?: (apartmentNumber: string) => void;
}

function firstViewOf(
  data: ExplorerData,
  viewId: string | null | undefined,
  apartmentNumber: string | null | undefined,
) {
  const byId = (id: string | null | undefined) => (id ? data.views.find((view) => view.id === id) : undefined);
  const homeView = apartmentNumber ? data.apts.find((apt) => apt.number === apartmentNumber)?.viewId : undefined;
  return (byId(viewId) ?? byId(homeView) ?? byId(data.settings.firstView) ?? data.views[0]!).id;
}

/**
 * The residence explorer (issue 24) once its data is in: the building in 3D (or the facade
 * drawing without WebGL) with the keyboard overlay, the views and their links, the home's card,
 * and a side panel with the filters, the sun study's place and the table of homes. One
 * highlight is shared by the scene, the overlay, the drawing and the table.
 */
export function Explorer({
  site,
  data,
  objects,
  initialViewId,
  initialApartmentNumber,
  initialFilters,
  isWebGLAvailable,
  dataQueryKey = ["explorer", data.stageId],
  isEditMode = false,
  onEditModeChange,
  renderSunStudy,
  onOpenPanorama,
}: ExplorerProps) {
  const text = useI18n();
  const [isWebGL] = useState(() => isWebGLAvailable ?? hasWebGL());
  const [viewId, setViewId] = useState(() => firstViewOf(data, initialViewId, initialApartmentNumber));
  const byNumber = useMemo(
    () => new Map(objects.objects.map((home) => [home.apartmentNumber, home])),
    [objects.objects],
  );
  const initialHome = initialApartmentNumber && byNumber.has(initialApartmentNumber) ? initialApartmentNumber : null;
  const [highlight, setHighlight] = useState<string | null>(initialHome);
  const [selected, setSelected] = useState<string | null>(initialHome);
  const [filters, setFilters] = useState<ExplorerFilters>(() => initialFilters ?? defaultFilters(site.country));
  const [sunDate, setSunDate] = useState(() => defaultSunMoment(new Date().getUTCFullYear(), data.timeZone));
  const returnFocus = useRef<HTMLElement | null>(null);

  const view = data.views.find((entry) => entry.id === viewId) ?? data.views[0]!;
  const viewLabel = useCallback(
    (id: string) => {
      const target = data.views.find((entry) => entry.id === id);
      return target ? text.t(`residence-explorer.view.${target.name}`) : id;
    },
    [data.views, text],
  );

  const matching = useMemo(
    () => objects.objects.filter((home) => matchesFilters(home, filters, site.country)),
    [objects.objects, filters, site.country],
  );
  const matchingNumbers = useMemo(() => new Set(matching.map((home) => home.apartmentNumber)), [matching]);
  const sceneHomes = useMemo(
    () =>
      new Map<string, SceneHomeState>(
        objects.objects.map((home) => [
          home.apartmentNumber,
          { status: home.objectStatus, isDimmed: !matchingNumbers.has(home.apartmentNumber), isOwn: home.isOwn },
        ]),
      ),
    [objects.objects, matchingNumbers],
  );
  const facadeHomes = useMemo(
    () =>
      new Map(
        objects.objects.map((home) => [
          home.apartmentNumber,
          { home, isDimmed: !matchingNumbers.has(home.apartmentNumber) },
        ]),
      ),
    [objects.objects, matchingNumbers],
  );
  const statuses = useMemo(
    () => [...new Set(objects.objects.map((home) => home.objectStatus))] as ObjectStatusKey[],
    [objects.objects],
  );
  const sunDirection = useMemo(
    () => sunVector(sunPosition(sunDate, data.location.lat, data.location.lng)),
    [sunDate, data.location.lat, data.location.lng],
  );

  const open = useCallback(
    (number: string) => {
      if (!byNumber.has(number)) return;
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setHighlight(number);
      setSelected(number);
    },
    [byNumber],
  );
  const closeCard = () => {
    setSelected(null);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };
  const selectedHome = selected ? byNumber.get(selected) : undefined;
  const sunDay = dateToFrame(sunDate, data.timeZone);
  const selectedBalcony = selected
    ? data.building.apartments.find((apartment) => apartment.number === selected)?.balcony
    : undefined;
  const selectedSunHours = useMemo(
    () =>
      selectedBalcony
        ? balconySunHours({
            day: sunDay.day,
            year: sunDay.year,
            lat: data.location.lat,
            lng: data.location.lng,
            timeZone: data.timeZone,
            facing: selectedBalcony.facing,
          })
        : null,
    [selectedBalcony, sunDay.day, sunDay.year, data.location.lat, data.location.lng, data.timeZone],
  );
  const showView = (id: string) => {
    if (data.views.some((entry) => entry.id === id)) setViewId(id);
  };

  let stage: ReactNode;
  if (isEditMode) {
    stage = <ClickAreaEditor key={view.id} stageId={data.stageId} view={view} dataQueryKey={dataQueryKey} />;
  } else if (isWebGL) {
    stage = (
      <SceneCanvas
        data={data}
        view={view}
        homes={sceneHomes}
        highlight={highlight}
        sunDirection={sunDirection}
        onHover={(number) => setHighlight((current) => number ?? current)}
        onSelect={open}
        renderOverlay={(positions) => (
          <HomeOverlay
            site={site}
            homes={matching}
            positions={positions}
            highlight={highlight}
            onHighlight={setHighlight}
            onSelect={open}
          />
        )}
      />
    );
  } else {
    stage = (
      <>
        <p className={styles.note}>{text.t("residence-explorer.noWebGL")}</p>
        <FacadeDrawing
          site={site}
          view={view}
          homes={facadeHomes}
          highlight={highlight}
          onHighlight={setHighlight}
          onSelect={open}
          onSelectView={showView}
          viewLabel={viewLabel}
        />
      </>
    );
  }

  return (
    <div className={styles.explorer} data-view={view.id}>
      <div className={styles.toolbar}>
        <p className={styles.viewName} aria-live="polite">
          {text.t("residence-explorer.view.current", { view: viewLabel(view.id) })}
        </p>
        <nav aria-label={text.t("residence-explorer.view.nav")} className={styles.viewNav}>
          {view.interlinks
            .filter((id) => data.views.some((entry) => entry.id === id))
            .map((id) => (
              <Button key={id} variant="secondary" onClick={() => showView(id)}>
                {text.t("residence-explorer.view.goTo", { view: viewLabel(id) })}
              </Button>
            ))}
        </nav>
        {objects.canEdit && onEditModeChange ? (
          <Button variant="secondary" aria-pressed={isEditMode} onClick={() => onEditModeChange(!isEditMode)}>
            {text.t("residence-explorer.edit.toggle")}
          </Button>
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.stage}>
          {stage}
          {selectedHome ? (
            <HomeCard
              site={site}
              stageId={data.stageId}
              home={selectedHome}
              onClose={closeCard}
              onOpenPanorama={onOpenPanorama}
              balconySunHours={selectedSunHours}
            />
          ) : null}
        </div>
        <div className={styles.side}>
          <FiltersPanel
            site={site}
            filters={filters}
            onChange={setFilters}
            statuses={statuses}
            shown={matching.length}
            total={objects.objects.length}
          />
          {/* SUN STUDY: the sun study's place (SunStudyPanel), lighting the scene from `sunDate`. */}
          {renderSunStudy?.({ data, view, date: sunDate, onDateChange: setSunDate })}
          <HomesTable
            site={site}
            homes={matching}
            total={objects.objects.length}
            highlight={highlight}
            onHighlight={setHighlight}
            onSelect={open}
          />
        </div>
      </div>
    </div>
  );
}
