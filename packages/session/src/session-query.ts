/** The session check's query (TanStack Query): one per page. */
export const SESSION_QUERY_KEY = ["housing", "session"] as const;

/** Spec section 9: the session is checked every 30 s (only while a session cookie exists). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
