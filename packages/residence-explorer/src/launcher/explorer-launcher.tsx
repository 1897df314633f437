"use client";
import { Suspense, lazy, useEffect, useId, useState } from "react";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import { EXPLORER_HASH, parseExplorerHash } from "../model/explorer-hash";
import type { ExplorerOpening } from "../explorer/explorer-dialog";
import styles from "./launcher.module.css";

// The explorer and three.js load only when it opens (or is about to: hover, focus).
const loadDialog = () => import("../explorer/explorer-dialog");
const ExplorerDialog = lazy(loadDialog);

export interface ExplorerLauncherProps {
  site: SiteConfig;
  stageId: string;
  /** The object page's home: the explorer opens with it selected. */
  apartmentNumber: string | null;
}

type Open = { opening: ExplorerOpening; hash: string };

function openingOf(hash: string, apartmentNumber: string | null): Open | null {
  const parsed = parseExplorerHash(hash);
  if (!parsed) return null;
  const raw = decodeURIComponent(hash.replace(/^#/, ""));
  if (parsed.kind === "link") return { opening: parsed, hash: raw };
  return { opening: { ...parsed, apartmentNumber: parsed.apartmentNumber ?? apartmentNumber }, hash: raw };
}

/**
 * The stage and object pages' explorer section (issue 24): a heading and the "Utforska huset"
 * button, rendered on the server. The button, or the explorer's hashes (`#explorer`,
 * `#explorer/{view}/{home}`, `#explorer-link={id}`, on arrival or later), open the explorer's
 * dialog, whose code loads then.
 */
export function ExplorerLauncher({ site, stageId, apartmentNumber }: ExplorerLauncherProps) {
  const text = useI18n();
  const headingId = useId();
  const [open, setOpen] = useState<Open | null>(null);

  useEffect(() => {
    const check = () => {
      const next = openingOf(window.location.hash, apartmentNumber);
      if (next) setOpen((current) => current ?? next);
    };
    check();
    window.addEventListener("hashchange", check);
    return () => window.removeEventListener("hashchange", check);
  }, [apartmentNumber]);

  const preload = () => void loadDialog();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.t("residence-explorer.launcher.heading")}</h2>
      <p>{text.t("residence-explorer.launcher.text")}</p>
      <Button
        onMouseEnter={preload}
        onFocus={preload}
        onClick={() => setOpen({ opening: { kind: "open", viewId: null, apartmentNumber }, hash: EXPLORER_HASH })}
      >
        {text.t("residence-explorer.open")}
      </Button>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              {text.t("residence-explorer.launcher.loading")}
            </p>
          }
        >
          <ExplorerDialog
            site={site}
            stageId={stageId}
            opening={open.opening}
            hash={open.hash}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
