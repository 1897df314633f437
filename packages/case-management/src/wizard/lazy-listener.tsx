"use client";

import { Suspense, lazy } from "react";
import type { SiteConfig } from "@housing/site-config";

/*
 * The listener in a chunk of its own (every page renders from one route; see auth-bankid's
 * lazy.tsx for why React's `lazy` rather than `next/dynamic`). It renders nothing until opened,
 * and the wizard itself is a further chunk loaded on the first opening.
 */
const Listener = lazy(() => import("./open-listener").then((module) => ({ default: module.WizardOpenListener })));

export function LazyWizardListener({ site }: { site: SiteConfig }) {
  return (
    <Suspense fallback={null}>
      <Listener site={site} />
    </Suspense>
  );
}
