"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { getAgreements, getAssociationAccount, getCurrentUser } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { hasSecurityIdentifier, type User } from "@housing/contracts";
import type { Agreement } from "@housing/contracts/cases";
import { I18nMessages, useI18n } from "@housing/i18n/react";
import { readHintClaims } from "@housing/session";
import type { SiteConfig } from "@housing/site-config";
import { Button, Modal } from "@housing/ui";
import { restoreDraftCookie } from "../draft/draft";
import { createWizard, type WizardState } from "../engine/reducer";
import { sequenceFor } from "../engine/select-sequence";
import type { CaseType } from "../engine/types";
import { caseManagementMessages } from "../messages";
import { caseTypeOf } from "./case-type";
import { clearDraftCookie, readDraftCookie } from "./draft-cookie";
import { type FileDraftStore, indexedDbFileDrafts } from "./file-drafts";
import { Wizard } from "./wizard";
import styles from "./wizard.module.css";

const key = (...parts: string[]) => ["housing", "case-management", ...parts] as const;

export interface WizardModalProps {
  site: SiteConfig;
  open: boolean;
  /** The hash the URL carries while open (the trigger it was opened by, else "case-management"). */
  hash: string;
  onClose: () => void;
  /** Tests and stories pass an in-memory store; the browser's is IndexedDB. */
  fileDrafts?: FileDraftStore;
}

/** The fault-report wizard in its modal, with its messages (they load with it, not with every page). */
export default function WizardModal(props: WizardModalProps) {
  return (
    <I18nMessages messages={caseManagementMessages[props.site.locale]}>
      <WizardDialog {...props} />
    </I18nMessages>
  );
}

/**
 * The modal (spec section 2, Modal overlay): Back closes it through its hash; Escape, the close
 * button and Cancel ask for confirmation first (spec section 2), and a confirmed cancel drops the
 * draft and its files. After submitting it closes without asking.
 */
function WizardDialog({ site, open, hash, onClose, fileDrafts }: WizardModalProps) {
  const { t } = useI18n();
  const [isConfirming, setConfirming] = useState(false);
  const needsConfirm = useRef(true);
  const drafts = useMemo(() => fileDrafts ?? indexedDbFileDrafts(), [fileDrafts]);
  const noButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isConfirming) noButtonRef.current?.focus();
  }, [isConfirming]);

  const close = () => {
    setConfirming(false);
    needsConfirm.current = true;
    onClose();
  };
  const requestClose = () => (needsConfirm.current ? setConfirming(true) : close());
  const confirmCancel = () => {
    clearDraftCookie();
    void drafts.clear();
    close();
  };

  return (
    <Modal open={open} onClose={requestClose} title={t("case-management.wizard.title")} hash={hash} disableOutsideClick>
      {isConfirming ? (
        <div role="alertdialog" aria-labelledby="case-cancel-prompt" className={styles.prompt}>
          <p id="case-cancel-prompt">{t("case-management.button.cancelConfirm")}</p>
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={confirmCancel}>
              {t("case-management.wizard.cancel.yes")}
            </Button>
            <Button ref={noButtonRef} type="button" onClick={() => setConfirming(false)}>
              {t("case-management.wizard.cancel.no")}
            </Button>
          </div>
        </div>
      ) : null}
      <WizardLoader
        site={site}
        drafts={drafts}
        onCancel={requestClose}
        onClose={close}
        onSubmitted={() => {
          needsConfirm.current = false;
        }}
        onRestart={() => {
          needsConfirm.current = true;
        }}
      />
    </Modal>
  );
}

interface LoaderProps {
  site: SiteConfig;
  drafts: FileDraftStore;
  onCancel: () => void;
  onClose: () => void;
  onSubmitted: () => void;
  onRestart: () => void;
}

/**
 * What the wizard starts from: the user (names, e-mail, phone; the national identity number
 * rule), the role, a resident's agreements (a failure leaves the manual address, spec section 8),
 * a board member's association e-mail, and a draft with its files from before a reload.
 */
function WizardLoader(props: LoaderProps) {
  const { drafts } = props;
  const { t } = useI18n();
  const http = useSessionHttp();
  // Each opening asks afresh (gcTime 0): another user may have logged in since the last one.
  const user = useQuery({
    queryKey: key("user"),
    gcTime: 0,
    queryFn: ({ signal }) => getCurrentUser(http, { signal }),
  });
  // The accounts rule: a user without a national identity number verifies it before reporting.
  const canReport = user.data ? hasSecurityIdentifier(user.data) : false;
  const caseType = user.data && canReport ? caseTypeOf(readHintClaims(), user.data.isBoardMember) : null;
  const agreements = useQuery({
    queryKey: key("agreements"),
    enabled: caseType === "resident",
    gcTime: 0,
    queryFn: async ({ signal }) => (await getAgreements(http, { signal })).agreements,
  });
  const account = useQuery({
    queryKey: key("account"),
    enabled: caseType === "boardMember",
    gcTime: 0,
    queryFn: ({ signal }) => getAssociationAccount(http, { signal }),
  });
  // The files kept with a draft, once the user is known (another user's draft is not theirs: null).
  const [storedFiles, setStoredFiles] = useState<{ files: File[] | null } | null>(null);
  const ownerId = user.data?.id ?? null;
  useEffect(() => {
    if (ownerId === null) return;
    let isCurrent = true;
    void drafts.load(ownerId).then((files) => {
      if (isCurrent) setStoredFiles({ files });
    });
    return () => {
      isCurrent = false;
    };
  }, [drafts, ownerId]);

  if (user.isError) return <p role="alert">{t("case-management.wizard.loadFailed")}</p>;
  const isSettled = (query: { isPending: boolean; fetchStatus: string }) =>
    !query.isPending || query.fetchStatus === "idle";
  if (user.data && !canReport) return <VerifyIdentity />;
  if (!user.data || !caseType || !isSettled(agreements) || !isSettled(account) || storedFiles === null) {
    return <p role="status">{t("case-management.wizard.loading")}</p>;
  }
  return (
    <WizardRun
      {...props}
      user={user.data}
      caseType={caseType}
      agreements={agreements.data ?? []}
      accountEmail={account.data?.email ?? null}
      storedFiles={storedFiles.files}
    />
  );
}

function VerifyIdentity() {
  const { t } = useI18n();
  return (
    <>
      <p>{t("case-management.wizard.verify.text")}</p>
      {/* auth-bankid's hash: its verification modal opens over this one (closing this one first would take
          the hash back with history.back() and close that one too). */}
      <a href="#update-bank-id-modal">{t("case-management.wizard.verify.link")}</a>
    </>
  );
}

function WizardRun({
  site,
  drafts,
  user,
  caseType,
  agreements,
  accountEmail,
  storedFiles,
  onCancel,
  onClose,
  onSubmitted,
  onRestart,
}: LoaderProps & {
  user: User;
  caseType: CaseType;
  agreements: readonly Agreement[];
  accountEmail: string | null;
  /** The draft's files; null when the stored draft is another user's. */
  storedFiles: File[] | null;
}) {
  const sequence = sequenceFor({ country: site.country, caseType, hasAgreements: agreements.length > 0 });
  const fresh = (newCase: boolean): WizardState =>
    createWizard({
      sequence,
      country: site.country,
      caseType,
      newCase,
      prefill: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email ?? "",
        phone: user.phoneNumber ?? "",
        boardEmail: accountEmail ?? "",
      },
    });
  const [run, setRun] = useState(() => {
    const cookie = readDraftCookie();
    const restored = cookie && storedFiles !== null ? restoreDraftCookie(cookie, { sequenceId: sequence.id }) : null;
    if (!restored) {
      // Nothing to go on with (or another user's draft on this browser): it goes.
      if (cookie) clearDraftCookie();
      if (storedFiles === null || storedFiles.length > 0) void drafts.clear();
      return { key: 0, state: fresh(false), files: [] as File[] };
    }
    const state = restored.state;
    // The FAQ's articles load again by id; the engine needs only to know there are some.
    const faqBlocks = restored.faqIds.map((id) => ({ id, title: "", body: "" }));
    const files = storedFiles ?? [];
    const formData = { ...state.formData, files: files.map(({ name, type, size }) => ({ name, type, size })) };
    return { key: 0, state: { ...state, faqBlocks, formData }, files };
  });
  return (
    <Wizard
      key={run.key}
      site={site}
      initial={run.state}
      initialFiles={run.files}
      agreements={agreements}
      accountEmail={accountEmail}
      fileDrafts={drafts}
      ownerId={user.id}
      onCancel={onCancel}
      onClose={onClose}
      onSubmitted={onSubmitted}
      onNewReport={() => {
        onRestart();
        setRun((previous) => ({ key: previous.key + 1, state: fresh(true), files: [] }));
      }}
    />
  );
}
