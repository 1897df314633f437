"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { getCurrentUser, startEidentUpdate } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { hasSecurityIdentifier } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { eidentReturnPath, type SiteConfig } from "@housing/site-config";
import { Button, Modal, useHashTrigger } from "@housing/ui";
import { EIDENT_UPDATE_KEY, UPDATE_BANK_ID_DONE_HASH, UPDATE_BANK_ID_HASH } from "../login/eident-outcome";
import { EIDENT_REGISTER_KEY } from "../register/eident-registration";
import styles from "../login/login.module.css";

export type AddBankIdState = "idle" | "starting" | "failed";

/**
 * The add-bank-ID modal's views (spec section 2: registered as update-bank-id-modal and
 * update-bank-id-modal-done): the offer with the way to the e-ID broker, and the done view.
 */
export function AddBankIdModal({
  view,
  state = "idle",
  onStart,
  onClose,
}: {
  view: "offer" | "done" | null;
  state?: AddBankIdState;
  onStart?: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  if (view === "done") {
    return (
      <Modal open onClose={onClose} title={t("auth-bankid-pages.addBankId.doneTitle")} hash={UPDATE_BANK_ID_DONE_HASH}>
        <p role="status">{t("auth-bankid-pages.addBankId.doneText")}</p>
      </Modal>
    );
  }
  return (
    <Modal
      open={view === "offer"}
      onClose={onClose}
      title={t("auth-bankid-pages.addBankId.title")}
      hash={UPDATE_BANK_ID_HASH}
    >
      <div className={styles.stack}>
        <p>{t("auth-bankid-pages.addBankId.text")}</p>
        <Button type="button" onClick={onStart} disabled={state === "starting"}>
          {state === "starting" ? t("auth-bankid-pages.addBankId.starting") : t("auth-bankid-pages.addBankId.start")}
        </Button>
        {state === "failed" ? (
          <p role="alert" className={styles.error}>
            {t("auth-bankid-pages.addBankId.failed")}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

/**
 * My pages' entry to adding bank-ID login (spec sections 2 and 4: Norway's add-bank-ID modal):
 * a Norwegian user without a national identity number gets the button; the modal sends the
 * visitor to the e-ID broker (`update/eident/start`), and the electronic-ID return page brings
 * them back here with the done view (`#update-bank-id-modal-done`) or an e-ident error hash.
 */
export function AddBankId({ site }: { site: SiteConfig }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [view, setView] = useState<"offer" | "done" | null>(null);
  const [state, setState] = useState<AddBankIdState>("idle");
  const isOffered = site.country === "no";
  const { data: user } = useQuery({
    queryKey: ["housing", "account", "user"],
    queryFn: ({ signal }) => getCurrentUser(http, { signal }),
    enabled: isOffered,
  });
  useHashTrigger(UPDATE_BANK_ID_HASH, () => setView("offer"));
  useHashTrigger(UPDATE_BANK_ID_DONE_HASH, () => setView("done"));
  const returnPath = eidentReturnPath(site);

  const start = async () => {
    if (!returnPath) return;
    setState("starting");
    try {
      const { authorizationUrl } = await startEidentUpdate(http, {
        siteId: site.siteId,
        returnUrl: new URL(returnPath, window.location.origin).href,
      });
      // A registration left half-way must not take this update's return.
      sessionStorage.removeItem(EIDENT_REGISTER_KEY);
      sessionStorage.setItem(EIDENT_UPDATE_KEY, window.location.pathname + window.location.search);
      window.location.assign(authorizationUrl);
    } catch {
      setState("failed");
    }
  };
  const canAdd = isOffered && returnPath !== null && user !== undefined && !hasSecurityIdentifier(user);
  return (
    <>
      {canAdd ? (
        <Button type="button" variant="secondary" onClick={() => setView("offer")}>
          {t("auth-bankid-pages.addBankId.open")}
        </Button>
      ) : null}
      <AddBankIdModal
        view={view}
        state={state}
        onStart={() => void start()}
        onClose={() => {
          setView(null);
          setState("idle");
        }}
      />
    </>
  );
}
