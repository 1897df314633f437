import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./errors";

/**
 * What a query may configure for the global toasts (spec section 8). A query WITHOUT
 * `errorMessage` never toasts: the queries that show their own error inline (the searches)
 * stay as they are, and a feature opts in by naming its message.
 */
export interface HousingQueryMeta extends Record<string, unknown> {
  /** Shown as an error toast when the query fails (after its retry). HTML allowed: a safe subset is kept (ui's toast). */
  errorMessage?: string;
}

/** What a mutation may configure for the global toasts (spec section 8). */
export interface HousingMutationMeta extends Record<string, unknown> {
  /** On failure, an error toast: this message, then the error itself. Without it a failed mutation does not toast. */
  errorMessage?: string;
  /** On success, a success toast with this message. HTML allowed, as above. */
  successMessage?: string;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: HousingQueryMeta;
    mutationMeta: HousingMutationMeta;
  }
}

/** A toast the query client asks for; ui's toast region shows it. */
export interface QueryToast {
  tone: "error" | "success";
  /** The configured message: HTML allowed, sanitized to a safe subset where it is rendered. */
  message: string;
  /** Plain text after the message (a failed mutation's error); never read as HTML. */
  detail?: string;
}

export interface QueryClientOptions {
  /** Shows a toast; without it the client shows none (server rendering, tests). */
  onToast?: (toast: QueryToast) => void;
  /** The translated generic message for an error without a readable text (spec section 8: somethingWentWrong). */
  somethingWentWrong?: string;
}

/** Spec section 9: retry 1, stale time 30 000 ms, no refetch on window focus. */
export const QUERY_DEFAULTS = { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } as const;

/** Longest error text a toast repeats from a response; a whole HTML error page is no message. */
const MAX_DETAIL_LENGTH = 300;

const hasText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * The text of a failed call for a toast (spec section 8): the API's message, or the response
 * body when it is short text; the generic message when there is no response or nothing readable.
 */
export function errorText(error: unknown, somethingWentWrong: string): string {
  if (!isApiError(error) || error.isNetworkError) return somethingWentWrong;
  const bodyMessage = error.errorBody?.message;
  if (hasText(bodyMessage)) return bodyMessage;
  if (hasText(error.body) && error.body.length <= MAX_DETAIL_LENGTH && !error.body.trimStart().startsWith("<")) {
    return error.body.trim();
  }
  return somethingWentWrong;
}

export function queryErrorToast(meta: HousingQueryMeta | undefined): QueryToast | null {
  return hasText(meta?.errorMessage) ? { tone: "error", message: meta.errorMessage } : null;
}

export function mutationErrorToast(
  meta: HousingMutationMeta | undefined,
  error: unknown,
  somethingWentWrong: string,
): QueryToast | null {
  if (!hasText(meta?.errorMessage)) return null;
  return { tone: "error", message: meta.errorMessage, detail: errorText(error, somethingWentWrong) };
}

export function mutationSuccessToast(meta: HousingMutationMeta | undefined): QueryToast | null {
  return hasText(meta?.successMessage) ? { tone: "success", message: meta.successMessage } : null;
}

/**
 * The one TanStack Query client setup of every site (spec sections 8 and 9): the query
 * defaults, and the global toasts of queries and mutations that configure a message in `meta`.
 */
export function createQueryClient({ onToast, somethingWentWrong = "Something went wrong." }: QueryClientOptions = {}) {
  const show = (toast: QueryToast | null) => {
    if (toast) onToast?.(toast);
  };
  return new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS } },
    queryCache: new QueryCache({ onError: (_error, query) => show(queryErrorToast(query.meta)) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        show(mutationErrorToast(mutation.meta, error, somethingWentWrong)),
      onSuccess: (_data, _variables, _context, mutation) => show(mutationSuccessToast(mutation.meta)),
    }),
  });
}
