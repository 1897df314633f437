"use client";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { FoldoutName } from "../types";
import { isFocusableTarget } from "./focusable";
import { useFocusTrap } from "./use-focus-trap";

/** Set on <html> while a foldout is open; the header's stylesheet blurs the page content under it. */
export const FOLDOUT_OPEN_ATTRIBUTE = "data-foldout-open";
/** Marks the header's foldout buttons, so a click on another one switches rather than just closes. */
const BUTTON_ATTRIBUTE = "data-foldout-button";

export interface Foldouts {
  open: FoldoutName | null;
  toggle: (name: FoldoutName) => void;
  /** Closes the open foldout; by default focus goes back to the button that opened it. */
  close: (options?: { restoreFocus?: boolean }) => void;
  buttonProps: (name: FoldoutName) => {
    ref: (element: HTMLButtonElement | null) => void;
    "aria-expanded": boolean;
    "aria-controls": string;
    [BUTTON_ATTRIBUTE]: string;
    onClick: () => void;
  };
  panelProps: (name: FoldoutName) => {
    ref: (element: HTMLElement | null) => void;
    id: string;
    hidden: boolean;
  };
}

/**
 * The header's foldouts (spec section 2): only one is open at a time; Escape,
 * a click outside or the close button closes it; Tab is trapped inside it;
 * closing returns focus to the button that opened it; the page under it is
 * blurred through an attribute on <html>.
 */
export function useFoldouts(resetKey?: string): Foldouts {
  const [open, setOpen] = useState<FoldoutName | null>(null);
  // A new page (the key is its path) closes whatever was open, without moving focus.
  const [openedOn, setOpenedOn] = useState(resetKey);
  if (openedOn !== resetKey) {
    setOpenedOn(resetKey);
    setOpen(null);
  }
  const baseId = useId();
  const buttons = useRef<Partial<Record<FoldoutName, HTMLButtonElement | null>>>({});
  const panels = useRef<Partial<Record<FoldoutName, HTMLElement | null>>>({});

  const close = useCallback(
    ({ restoreFocus = true }: { restoreFocus?: boolean } = {}) => {
      if (open && restoreFocus) buttons.current[open]?.focus();
      setOpen(null);
    },
    [open],
  );
  const toggle = useCallback((name: FoldoutName) => setOpen((current) => (current === name ? null : name)), []);

  const getOpenPanel = useCallback(() => (open ? panels.current[open] : null), [open]);
  useFocusTrap(getOpenPanel, open !== null);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.setAttribute(FOLDOUT_OPEN_ATTRIBUTE, open);

    function onKeyDown(event: KeyboardEvent) {
      // A modal on top (e.g. the login modal) handles its own Escape first.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close();
    }
    function onClick(event: MouseEvent) {
      const target = event.target;
      if (!(target instanceof Node) || !open) return;
      if (panels.current[open]?.contains(target)) return;
      if (target instanceof Element && target.closest(`[${BUTTON_ATTRIBUTE}]`)) return;
      // A click on a link or field keeps the focus it gave; a click on plain page content returns it to the button.
      close({ restoreFocus: !isFocusableTarget(target) });
    }

    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      root.removeAttribute(FOLDOUT_OPEN_ATTRIBUTE);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, [open, close]);

  const buttonProps = useCallback<Foldouts["buttonProps"]>(
    (name) => ({
      ref: (element) => {
        buttons.current[name] = element;
      },
      "aria-expanded": open === name,
      "aria-controls": `${baseId}-${name}`,
      [BUTTON_ATTRIBUTE]: name,
      onClick: () => toggle(name),
    }),
    [open, baseId, toggle],
  );
  const panelProps = useCallback<Foldouts["panelProps"]>(
    (name) => ({
      ref: (element) => {
        panels.current[name] = element;
      },
      id: `${baseId}-${name}`,
      hidden: open !== name,
    }),
    [open, baseId],
  );

  return { open, toggle, close, buttonProps, panelProps };
}
