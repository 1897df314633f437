"use client";
import type { KeyboardEvent } from "react";
import { VIEW_ASPECT, type ExplorerObject, type ExplorerView, type ViewPoint } from "@housing/contracts/explorer";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { STATUS_COLOURS } from "../model/status-colours";
import { homeLabel } from "./home-text";
import styles from "./explorer.module.css";

/** The drawing's coordinate space: the view's 16:9 picture, 0-1 scaled up. */
export const FACADE_WIDTH = 1600;
export const FACADE_HEIGHT = FACADE_WIDTH / VIEW_ASPECT;

export const svgPoints = (points: readonly ViewPoint[]) =>
  points.map(([x, y]) => `${x * FACADE_WIDTH},${y * FACADE_HEIGHT}`).join(" ");

export interface FacadeDrawingProps {
  site: SiteConfig;
  view: ExplorerView;
  /** Every home of the stage by number, and whether the filters let it through. */
  homes: Map<string, { home: ExplorerObject; isDimmed: boolean }>;
  highlight: string | null;
  onHighlight: (number: string | null) => void;
  onSelect: (number: string) => void;
  onSelectView: (viewId: string) => void;
  /** A view's name by its id (the view links' names). */
  viewLabel: (viewId: string) => string;
}

const pressKeys = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    action();
  }
};

/**
 * The facade drawing (issue 24): the current view's click areas as an SVG, each home in its
 * status colour and a button to its card, each view link a button to that view. What the
 * explorer shows without WebGL, beside the table. Homes the filters leave out are drawn faint
 * and leave the tab order (as they leave the table).
 */
export function FacadeDrawing({
  site,
  view,
  homes,
  highlight,
  onHighlight,
  onSelect,
  onSelectView,
  viewLabel,
}: FacadeDrawingProps) {
  const text = useI18n();
  return (
    <svg
      className={styles.facade}
      viewBox={`0 0 ${FACADE_WIDTH} ${FACADE_HEIGHT}`}
      role="group"
      aria-label={text.t("residence-explorer.facade.label", { view: text.t(`residence-explorer.view.${view.name}`) })}
      data-highlight={highlight ?? undefined}
    >
      <rect width={FACADE_WIDTH} height={FACADE_HEIGHT} className={styles.facadeSky} />
      {view.clickAreas.map((area, index) => {
        if (area.type === "view") {
          return (
            <polygon
              key={`view-${index}`}
              points={svgPoints(area.points)}
              className={styles.facadeViewLink}
              role="button"
              tabIndex={0}
              aria-label={text.t("residence-explorer.view.goTo", { view: viewLabel(area.value) })}
              onClick={() => onSelectView(area.value)}
              onKeyDown={pressKeys(() => onSelectView(area.value))}
            />
          );
        }
        const entry = homes.get(area.value);
        if (!entry) return null;
        const { home, isDimmed } = entry;
        const isHighlighted = highlight === area.value;
        return (
          <polygon
            key={`apt-${area.value}-${index}`}
            points={svgPoints(area.points)}
            fill={STATUS_COLOURS[home.objectStatus]}
            className={[
              styles.facadeHome,
              isDimmed ? styles.facadeDimmed : "",
              isHighlighted ? styles.facadeHighlighted : "",
            ]
              .filter(Boolean)
              .join(" ")}
            data-number={area.value}
            {...(isDimmed
              ? { "aria-hidden": true }
              : {
                  role: "button",
                  tabIndex: 0,
                  "aria-label": homeLabel(text, site, home),
                  onClick: () => onSelect(area.value),
                  onKeyDown: pressKeys(() => onSelect(area.value)),
                  onFocus: () => onHighlight(area.value),
                  onMouseEnter: () => onHighlight(area.value),
                })}
          />
        );
      })}
    </svg>
  );
}
