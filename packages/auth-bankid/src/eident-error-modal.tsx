"use client";
import { useI18n } from "@housing/i18n/react";
import { Modal } from "@housing/ui";
import { eidentErrorOfHash, type EidentErrorKind } from "./eident-errors";
import styles from "./session.module.css";

/** A Norwegian e-ident error's message (spec section 8), for the modal and the e-ID return page. */
export function EidentErrorMessage({ kind }: { kind: EidentErrorKind }) {
  const { t } = useI18n();
  return (
    <p className={styles.text} data-eident-error={kind}>
      {t(`auth-bankid.eidentError.${kind}`)}
    </p>
  );
}

/**
 * The modal a page reached with `#eident-error=<kind>` shows (spec section 8). The hash is the
 * page's own state, so the modal does not add one; closing it takes the error hash away.
 */
export default function EidentErrorModal({ kind, onClose }: { kind: EidentErrorKind | null; onClose: () => void }) {
  const { t } = useI18n();
  const close = () => {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    onClose();
  };
  return (
    <Modal open={kind !== null} onClose={close} title={t("auth-bankid.eidentError.title")} noHash>
      {kind ? <EidentErrorMessage kind={kind} /> : null}
    </Modal>
  );
}

/** The modal for a page's hash (`#eident-error=<kind>`): nothing when the hash is no e-ident error. */
export function EidentErrorHashModal({ hash, onClose }: { hash: string; onClose: () => void }) {
  return <EidentErrorModal kind={eidentErrorOfHash(hash)} onClose={onClose} />;
}
