"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useApiHttp } from "@housing/api-client/react";
import { startBrandFonts } from "./brand-fonts";
import { scheduleBlockHashScroll } from "./hash-scroll";
import { startWebVitals } from "./web-vitals";

export interface PageBehavioursProps {
  /**
   * The site's home search path, or null. Spec section 2: page changes scroll
   * to the top, except the search page, which restores the position it saved
   * itself (the search package owns that state); the shell only stays out of its way.
   */
  homeSearchPath: string | null;
}

/**
 * Behaviours of every page (spec section 2): scroll to the top on a page
 * change, scroll to a `#block-…` hash with the header's offset, and, when
 * the browser is idle, the web-vitals beacon (spec section 7) and the brand's
 * fonts for the next page (brand-fonts.tsx).
 */
export function PageBehaviours({ homeSearchPath }: PageBehavioursProps) {
  const pathname = usePathname();
  const previousPath = useRef<string | null>(null);
  const historyPath = useRef<string | null>(null);
  const http = useApiHttp();

  // Back and forward keep the position the browser restores: a visitor returning to a list expects
  // to be where they left it. Only new page changes (links, redirects) start at the top.
  useEffect(() => {
    const onPopState = () => {
      historyPath.current = window.location.pathname;
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    const isPageChange = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
    const isBackOrForward = isSamePath(pathname, historyPath.current);
    historyPath.current = null;
    const { hash } = window.location;
    if (isPageChange && !isBackOrForward && !hash && !isSamePath(pathname, homeSearchPath)) {
      window.scrollTo({ top: 0, behavior: "instant" });
    }
    return scheduleBlockHashScroll(hash);
  }, [pathname, homeSearchPath]);

  useEffect(() => {
    let cancel = () => undefined as void;
    const onHashChange = () => {
      cancel();
      cancel = scheduleBlockHashScroll(window.location.hash);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => {
      cancel();
      window.removeEventListener("hashchange", onHashChange);
    };
  }, []);

  useEffect(() => startWebVitals(http), [http]);

  useEffect(() => startBrandFonts(), []);

  return null;
}

function isSamePath(pathname: string, path: string | null): boolean {
  if (!path) return false;
  const normalize = (value: string) => (value.endsWith("/") ? value : `${value}/`).toLowerCase();
  return normalize(pathname) === normalize(path);
}
