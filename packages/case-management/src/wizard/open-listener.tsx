"use client";
import { Suspense, lazy, useEffect, useState } from "react";
import { CASE_MANAGEMENT_EVENT, CASE_MANAGEMENT_HASH } from "@housing/contracts/cases";
import { hasSessionHint } from "@housing/session";
import type { SiteConfig } from "@housing/site-config";
import { useHashTrigger } from "@housing/ui";

// The wizard's code and messages load with the first opening.
const WizardModal = lazy(() => import("./wizard-modal"));

/** Spec section 2: the case-management hash triggers (auth-bankid opens its login modal on them for a visitor). */
export const CASE_MANAGEMENT_HASHES = [
  CASE_MANAGEMENT_HASH.privateCase,
  CASE_MANAGEMENT_HASH.boardMemberCase,
  "case-management-sweden",
  "case-management-norway",
] as const;
/**
 * The hash the wizard keeps while open when an event opened it: a reload with it (the wizard
 * open, its draft saved) opens the wizard again at its step, for a visitor with a session.
 */
export const WIZARD_HASH = "case-management";
const REOPEN_HASHES = [...CASE_MANAGEMENT_HASHES, WIZARD_HASH] as const;
export type CaseManagementHash = (typeof REOPEN_HASHES)[number];

function HashTrigger({ hash, onMatch }: { hash: CaseManagementHash; onMatch: (hash: CaseManagementHash) => boolean }) {
  useHashTrigger(hash, () => onMatch(hash));
  return null;
}

/**
 * Opens the fault-report wizard: on CASE_MANAGEMENT_EVENT (the login's "Fortsätt med
 * felanmälan", my pages' buttons) and, for a visitor with a session, on the case-management
 * hashes; a visitor without one gets the login modal from those hashes and the event after it.
 */
export function WizardOpenListener({ site }: { site: SiteConfig }) {
  // The hash the wizard was opened by, which it keeps in the URL while open (Back closes it), or null.
  const [openedBy, setOpenedBy] = useState<string | null>(null);
  const [isLoaded, setLoaded] = useState(false);
  const [isOpen, setOpen] = useState(false);

  const open = (hash: string | null) => {
    setLoaded(true);
    setOpenedBy(hash);
    setOpen(true);
  };

  useEffect(() => {
    const onOpen = () => open(null);
    window.addEventListener(CASE_MANAGEMENT_EVENT, onOpen);
    return () => window.removeEventListener(CASE_MANAGEMENT_EVENT, onOpen);
  }, []);

  // Without a session the hash is the login's (auth-bankid): declined here.
  const onHash = (hash: CaseManagementHash): boolean => {
    if (!hasSessionHint()) return false;
    open(hash);
    return true;
  };

  return (
    <>
      {REOPEN_HASHES.map((hash) => (
        <HashTrigger key={hash} hash={hash} onMatch={onHash} />
      ))}
      {isLoaded ? (
        <Suspense fallback={null}>
          <WizardModal site={site} open={isOpen} hash={openedBy ?? WIZARD_HASH} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
