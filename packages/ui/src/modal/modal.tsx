"use client";
import { useI18n } from "@housing/i18n/react";
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { trapTab, tabbableElements } from "./focus";
import { enterModalHash, isModalHashCurrent, isOwnBack, leaveModalHash, type ModalHashEntry } from "./modal-hash";
import { lockPageScroll } from "./scroll-lock";
import styles from "./modal.module.css";

export interface ModalProps {
  /** Whether the modal is shown. The page owns this state; the modal asks to close through `onClose`. */
  open: boolean;
  /** Called when the visitor closes the modal (close button, Escape, outside click, browser Back). */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  /** The hash (without "#") the URL carries while the modal is open, e.g. "cookie-settings"; Back then closes the modal. */
  hash?: string;
  /** Leaves the URL alone even when `hash` is given. */
  noHash?: boolean;
  /** Covers the whole viewport. */
  fullscreen?: boolean;
  /** A sheet along the bottom edge of the viewport. */
  bottomModal?: boolean;
  /** No close button, Escape or outside click: only the page closes it (e.g. while a payment is pending). */
  internallyUnclosable?: boolean;
  /** Clicks outside the dialog do not close it (forms where a stray click would lose input). */
  disableOutsideClick?: boolean;
  /** A visible text on the close button instead of the icon with the default "Close" name. */
  closeButtonText?: string;
  /** The element to focus on opening; default the dialog itself, so its name is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children?: ReactNode;
}

/** Open modals, innermost last: only the top one takes focus and handles Escape, Tab and outside focus. */
const stack: { token: symbol; depth: number }[] = [];

/** How deep in nested modals a component renders; a modal opened together with its parent still goes on top. */
const ModalDepthContext = createContext(0);

function pushModal(token: symbol, depth: number) {
  // Effects run child first, so a nested modal mounting with its parent registers before it: order by depth, then by opening.
  const index = stack.findIndex((entry) => entry.depth > depth);
  stack.splice(index === -1 ? stack.length : index, 0, { token, depth });
}

const subscribeNothing = () => () => {};

/**
 * The modal overlay (spec section 2): a portal with a dialog that traps focus,
 * locks page scroll, adds its hash to the URL while open (spec section 4) and
 * gives focus back to where it was on closing.
 */
export function Modal(props: ModalProps) {
  // Portals need the document: render nothing on the server and in the hydration pass.
  const isClient = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!props.open || !isClient) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

interface HashState {
  entry: ModalHashEntry | null;
  /** A restore waiting for the next task; cancelled when the same modal opens again at once (React's strict-mode remount). */
  pendingLeave: number | null;
}

function useModalHash(hash: string | null, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const stateRef = useRef<HashState>({ entry: null, pendingLeave: null });

  useEffect(() => {
    if (hash === null) return;
    const state = stateRef.current;
    if (state.pendingLeave !== null && state.entry?.hash === hash) {
      window.clearTimeout(state.pendingLeave);
      state.pendingLeave = null;
    } else {
      if (state.pendingLeave !== null) {
        // The hash changed while open: the old one goes before the new one comes.
        window.clearTimeout(state.pendingLeave);
        state.pendingLeave = null;
        if (state.entry) leaveModalHash(state.entry);
      }
      state.entry = enterModalHash(hash);
    }
    const onPopState = (event: PopStateEvent) => {
      if (isOwnBack(event)) {
        // The back of a modal that closed just before this one opened (a quick reopen): take the hash again.
        if (state.entry && !isModalHashCurrent(state.entry)) state.entry = enterModalHash(hash);
        return;
      }
      // Back (or Forward, or an edited hash) took the modal's hash away: the history already moved, only the modal closes.
      if (state.entry && !isModalHashCurrent(state.entry)) {
        state.entry = null;
        onCloseRef.current();
      }
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      state.pendingLeave = window.setTimeout(() => {
        state.pendingLeave = null;
        if (state.entry) leaveModalHash(state.entry);
        state.entry = null;
      }, 0);
    };
  }, [hash]);
}

function OpenModal({
  onClose,
  title,
  hideTitle = false,
  hash,
  noHash = false,
  fullscreen = false,
  bottomModal = false,
  internallyUnclosable = false,
  disableOutsideClick = false,
  closeButtonText,
  initialFocusRef,
  className,
  children,
}: ModalProps) {
  const { t } = useI18n();
  const depth = useContext(ModalDepthContext) + 1;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // An unclosable modal takes no hash: Back must not close it, and a hash Back cannot remove would be a trap in the history.
  useModalHash(hash && !noHash && !internallyUnclosable ? hash : null, onClose);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const token = Symbol("modal");
    pushModal(token, depth);
    const isTop = () => stack[stack.length - 1]?.token === token;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();

    // Focus moves in and the trap is active at once (spec section 9 names a 350 ms focus-trap timeout: it waited for an
    // opening transition; ours starts where the dialog already is, and a screen reader should announce the dialog now).
    if (isTop()) (initialFocusRef?.current ?? dialog).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === "Escape" && !event.defaultPrevented && !internallyUnclosable) {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === "Tab") {
        trapTab(dialog, event);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop() || !(event.target instanceof Node) || dialog.contains(event.target)) return;
      (tabbableElements(dialog)[0] ?? dialog).focus({ preventScroll: true });
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      stack.splice(
        stack.findIndex((entry) => entry.token === token),
        1,
      );
      unlock();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
    // The dialog's behaviour is fixed for one opening; changing these props while open does not re-run the focus move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const closesOnOutsideClick = !internallyUnclosable && !disableOutsideClick;
  const onOverlayMouseDown = (event: ReactMouseEvent) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: ReactMouseEvent) => {
    // Both press and release outside the dialog: a text selection dragged out of the dialog is not a close.
    if (closesOnOutsideClick && pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
    pressStartedOnOverlay.current = false;
  };

  const overlayClass = [styles.overlay, fullscreen && styles.fullscreen, bottomModal && styles.bottom]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={overlayClass} onMouseDown={onOverlayMouseDown} onClick={onOverlayClick} data-testid="modal-overlay">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
      >
        <div className={hideTitle ? `${styles.header} ${styles.headerHiddenTitle}` : styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.visuallyHidden : styles.title}>
            {title}
          </h2>
          {internallyUnclosable ? null : closeButtonText ? (
            <button type="button" className={`${styles.close} ${styles.closeText}`} onClick={onClose}>
              {closeButtonText}
            </button>
          ) : (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t("ui.close")}>
              <CloseIcon />
            </button>
          )}
        </div>
        <div className={styles.body}>
          <ModalDepthContext value={depth}>{children}</ModalDepthContext>
        </div>
      </div>
    </div>
  );
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
