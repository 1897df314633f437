"use client";
import { useId, useMemo, useRef, type KeyboardEvent } from "react";
import type { ExplorerObject } from "@housing/contracts/explorer";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { arrowDirection, homeOrder, neighbourGraph } from "../model/keyboard-order";
import type { ProjectedHome } from "../scene/building-scene";
import { homeLabel } from "./home-text";
import styles from "./explorer.module.css";

export interface HomeOverlayProps {
  site: SiteConfig;
  /** The homes the filters let through, each with its place on the canvas (or plan) to put its button. */
  homes: readonly ExplorerObject[];
  positions: Map<string, ProjectedHome>;
  highlight: string | null;
  onHighlight: (number: string | null) => void;
  onSelect: (number: string) => void;
}

/**
 * Focusable buttons over the canvas, one per home (issue 24, accessibility): a roving tabindex,
 * so Tab enters the building at the highlighted home (or the first: ground floor, lowest
 * number) and leaves it with the next Tab; the arrow keys move to the neighbour on the same
 * floor or to the floor above or below, Home and End to the first and last home; Enter opens
 * the card. Every move highlights the home in the scene and the table.
 */
export function HomeOverlay({ site, homes, positions, highlight, onHighlight, onSelect }: HomeOverlayProps) {
  const text = useI18n();
  const instructionsId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const order = useMemo(
    () => homeOrder(homes.map((home) => ({ number: home.apartmentNumber, floor: home.floor }))),
    [homes],
  );
  const graph = useMemo(
    () =>
      neighbourGraph(
        homes.map((home) => ({
          number: home.apartmentNumber,
          floor: home.floor,
          x: positions.get(home.apartmentNumber)?.x ?? 0,
        })),
      ),
    [homes, positions],
  );
  const byNumber = useMemo(() => new Map(homes.map((home) => [home.apartmentNumber, home])), [homes]);
  const active = highlight && byNumber.has(highlight) ? highlight : (order[0] ?? null);

  const move = (number: string | null) => {
    if (!number) return;
    onHighlight(number);
    buttons.current.get(number)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, number: string) => {
    const direction = arrowDirection(event.key);
    if (direction) {
      event.preventDefault();
      move(graph.get(number)?.[direction] ?? null);
    } else if (event.key === "Home") {
      event.preventDefault();
      move(order[0] ?? null);
    } else if (event.key === "End") {
      event.preventDefault();
      move(order[order.length - 1] ?? null);
    }
  };

  return (
    <div
      className={styles.overlay}
      role="group"
      aria-label={text.t("residence-explorer.overlay.label")}
      aria-describedby={instructionsId}
    >
      <p id={instructionsId} className={styles.visuallyHidden}>
        {text.t("residence-explorer.overlay.instructions")}
      </p>
      {order.map((number) => {
        const home = byNumber.get(number)!;
        const place = positions.get(number);
        return (
          <button
            key={number}
            ref={(element) => {
              if (element) buttons.current.set(number, element);
              else buttons.current.delete(number);
            }}
            type="button"
            className={styles.homeButton}
            style={place ? { left: `${place.x}px`, top: `${place.y}px` } : undefined}
            tabIndex={number === active ? 0 : -1}
            aria-label={homeLabel(text, site, home)}
            data-number={number}
            onFocus={() => onHighlight(number)}
            onMouseEnter={() => onHighlight(number)}
            onKeyDown={(event) => onKeyDown(event, number)}
            onClick={() => onSelect(number)}
          />
        );
      })}
    </div>
  );
}
