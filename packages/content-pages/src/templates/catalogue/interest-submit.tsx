"use client";
import { createContext, useContext, type ReactNode } from "react";
import { postAnonymousInterest } from "@housing/api-client";
import { useOptionalApiHttp } from "@housing/api-client/react";
import type { AnonymousInterestRequest, AnonymousInterestResponse } from "@housing/contracts";

/** Sends an anonymous interest (`postAnonymousInterest(http, request)` of @housing/api-client). */
export type InterestSubmitter = (request: AnonymousInterestRequest) => Promise<AnonymousInterestResponse>;

const InterestSubmitContext = createContext<InterestSubmitter | null>(null);

/**
 * Replaces the interest form's way to the API (Storybook and tests pass a fake). Without it the
 * form posts through the site's HTTP client from the <ApiProvider> the site layout mounts.
 */
export function InterestSubmitProvider({ submit, children }: { submit: InterestSubmitter; children: ReactNode }) {
  return <InterestSubmitContext.Provider value={submit}>{children}</InterestSubmitContext.Provider>;
}

export function useInterestSubmitter(): InterestSubmitter | null {
  const injected = useContext(InterestSubmitContext);
  const http = useOptionalApiHttp();
  if (injected) return injected;
  return http ? (request) => postAnonymousInterest(http, request) : null;
}
