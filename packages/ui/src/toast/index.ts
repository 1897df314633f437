/**
 * @housing/ui/toast: the global toasts of spec section 8.
 *
 * Rules (decided with the query client of @housing/api-client/query-client, which raises them):
 * - A query toasts only when it configures `meta.errorMessage`; queries that show their error
 *   inline (the searches) configure none, so they never toast. The toast comes after the retry.
 * - A failed mutation with `meta.errorMessage` toasts that message followed by the error's own
 *   text (the API's message, a short text body, else the generic somethingWentWrong); without it
 *   a failed mutation does not toast (a form shows its own errors).
 * - A successful mutation with `meta.successMessage` toasts it as a success.
 * - Messages may hold HTML: rendered through safeHtml, an allowlist rebuilt as React elements
 *   (b, strong, i, em, u, br, p, span, ul, ol, li, a with http(s)/mailto/tel/relative/# href; no
 *   attributes otherwise; script, style and embeds dropped with their content); never innerHTML.
 *   The error text after a mutation's message is plain text, never HTML.
 * - Errors go to a role=alert region and stay until dismissed; successes and info to role=status
 *   and leave after 6 s, not while pointed at or focused. The same message is not repeated; at
 *   most 3 toasts. Escape or the button dismisses one and focus returns where it was.
 */
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
