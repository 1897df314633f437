"use client";
import type { DocumentSigner } from "@housing/contracts/documents";
import { useI18n } from "@housing/i18n/react";
import styles from "../documents.module.css";

/** Who the document names and who has signed or approved it (two buyers: done only when both are). */
export function SignerList({ signers, labelId }: { signers: readonly DocumentSigner[]; labelId: string }) {
  const { t, formatDate } = useI18n();
  return (
    <div className={styles.signers}>
      <p id={labelId} className={styles.label}>
        {t("documents.signers")}
      </p>
      <ul aria-labelledby={labelId}>
        {signers.map((signer, index) => {
          const name = signer.isMe ? t("documents.signer.me", { name: signer.name }) : signer.name;
          return (
            <li key={`${signer.name}-${index}`}>
              {signer.signedAt
                ? t("documents.signer.signed", { name, date: formatDate(signer.signedAt) })
                : t("documents.signer.waiting", { name })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
