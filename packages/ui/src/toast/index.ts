export { ToastRegion } from "./toast-region";
export { safeHtml, isSafeHref } from "./safe-html";
export {
  MAX_TOASTS,
  TOAST_TIMEOUT_MS,
  dismissToastAtom,
  showToastAtom,
  toastsAtom,
  useToast,
  type Toast,
  type ToastInput,
  type ToastTone,
} from "./toast-store";
