"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { saveClickAreas } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { ClickArea, ExplorerView, ViewPoint } from "@housing/contracts/explorer";
import { useI18n } from "@housing/i18n/react";
import { Button } from "@housing/ui";
import { moveAreaPoint } from "../model/edit-points";
import { FACADE_HEIGHT, FACADE_WIDTH, svgPoints } from "./facade-drawing";
import styles from "./explorer.module.css";

export interface ClickAreaEditorProps {
  stageId: string;
  view: ExplorerView;
  /** The explorer data's query key, refreshed after a save. */
  dataQueryKey: readonly unknown[];
}

/** One arrow press moves a point this far (0-1 of the picture); with Shift ten times as far. */
const STEP = 0.002;

/**
 * Edit mode's drawing (README, "Edit mode"): the current view's click areas with each point a
 * handle, dragged with the mouse or moved with the arrow keys when focused (Shift for larger
 * steps). "Spara" sends the view's areas through the session bridge (the API checks that the
 * caller is staff of the stage); the answer is said in a live region.
 */
export function ClickAreaEditor({ stageId, view, dataQueryKey }: ClickAreaEditorProps) {
  const text = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const instructionsId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const [draft, setDraft] = useState<ClickArea[]>(() =>
    view.clickAreas.map((area) => ({ ...area, points: [...area.points] })),
  );
  const [dragging, setDragging] = useState<{ area: number; point: number } | null>(null);
  const save = useMutation({
    mutationFn: () => saveClickAreas(http, stageId, view.id, { clickAreas: draft }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataQueryKey }),
  });

  const setPoint = (area: number, point: number, to: ViewPoint) => {
    save.reset();
    setDraft((areas) => moveAreaPoint(areas, area, point, to));
  };
  const pointFromEvent = (event: PointerEvent): ViewPoint | null => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return [(event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height];
  };
  const onKeyDown = (event: KeyboardEvent, area: number, point: number) => {
    const step = event.shiftKey ? STEP * 10 : STEP;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = delta[event.key];
    if (!move) return;
    event.preventDefault();
    const [x, y] = draft[area]!.points[point]!;
    setPoint(area, point, [x + move[0], y + move[1]]);
  };

  const areaName = (area: ClickArea) =>
    area.type === "apt"
      ? text.t("residence-explorer.edit.home", { number: area.value })
      : text.t("residence-explorer.edit.viewLink", { view: area.value });

  return (
    <div className={styles.editor}>
      <p id={instructionsId} className={styles.note}>
        {text.t("residence-explorer.edit.instructions")}
      </p>
      <svg
        ref={svgRef}
        className={styles.facade}
        viewBox={`0 0 ${FACADE_WIDTH} ${FACADE_HEIGHT}`}
        role="group"
        aria-label={text.t("residence-explorer.edit.label", { view: text.t(`residence-explorer.view.${view.name}`) })}
        aria-describedby={instructionsId}
        onPointerMove={(event) => {
          if (!dragging) return;
          const to = pointFromEvent(event);
          if (to) setPoint(dragging.area, dragging.point, to);
        }}
        onPointerUp={() => setDragging(null)}
        onPointerCancel={() => setDragging(null)}
      >
        <rect width={FACADE_WIDTH} height={FACADE_HEIGHT} className={styles.facadeSky} />
        {draft.map((area, areaIndex) => (
          <g key={`${area.type}-${area.value}-${areaIndex}`}>
            <polygon points={svgPoints(area.points)} className={styles.editArea} />
            {area.points.map(([x, y], pointIndex) => (
              <circle
                key={pointIndex}
                cx={x * FACADE_WIDTH}
                cy={y * FACADE_HEIGHT}
                r={12}
                className={styles.handle}
                role="button"
                aria-roledescription={text.t("residence-explorer.edit.handle")}
                tabIndex={0}
                aria-label={text.t("residence-explorer.edit.point", {
                  index: pointIndex + 1,
                  name: areaName(area),
                  x: Math.round(x * 100),
                  y: Math.round(y * 100),
                })}
                onPointerDown={(event) => {
                  event.currentTarget.ownerSVGElement?.setPointerCapture?.(event.pointerId);
                  setDragging({ area: areaIndex, point: pointIndex });
                }}
                onKeyDown={(event) => onKeyDown(event, areaIndex, pointIndex)}
              />
            ))}
          </g>
        ))}
      </svg>
      <div className={styles.editActions}>
        <Button onClick={() => save.mutate()} disabled={save.isPending}>
          {text.t("residence-explorer.edit.save")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            save.reset();
            setDraft(view.clickAreas.map((area) => ({ ...area, points: [...area.points] })));
          }}
        >
          {text.t("residence-explorer.edit.undo")}
        </Button>
        <p role="status" className={styles.note}>
          {save.isSuccess ? text.t("residence-explorer.edit.saved") : ""}
        </p>
        <p role="alert" className={styles.error}>
          {save.isError ? text.t("residence-explorer.edit.failed") : ""}
        </p>
      </div>
    </div>
  );
}
