"use client";

import { useCallback } from "react";
import { useApiUrl } from "@housing/api-client/react";
import type { Image } from "@housing/contracts";

/**
 * Search hits carry their images as paths on the API (`/media/facade/….svg`), which the browser
 * must not resolve against the site; this places them on the API host the site calls.
 */
export function useSearchImage(): (image: Image | null) => Image | null {
  const toApiUrl = useApiUrl();
  return useCallback((image: Image | null) => (image ? { ...image, url: toApiUrl(image.url) } : null), [toApiUrl]);
}
