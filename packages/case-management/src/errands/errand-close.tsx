"use client";
import { useEffect, useRef, useState } from "react";
import { closeCase, type CaseVariant } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { CaseDetail } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import styles from "./errands.module.css";

interface ErrandCloseProps {
  site: SiteConfig;
  variant: CaseVariant;
  errand: CaseDetail;
  onClosed: (errand: CaseDetail) => void;
}

/**
 * Closing an errand after a confirmation (spec section 4: it becomes cancelled by customer, the
 * Norwegian variant on the Norwegian site; the API picks it by the site sent). The question takes
 * focus when it opens, and "no" gives it back to the button.
 */
export function ErrandClose({ site, variant, errand, onClosed }: ErrandCloseProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [state, setState] = useState<"idle" | "confirming" | "closing" | "failed">("idle");
  const questionRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (state === "confirming") questionRef.current?.focus();
    else if (state === "idle" && wasConfirming.current) buttonRef.current?.focus();
    wasConfirming.current = state === "confirming";
  }, [state]);

  const close = async () => {
    setState("closing");
    try {
      onClosed(await closeCase(http, variant, errand.id, site.key));
    } catch {
      setState("failed");
    }
  };

  if (state === "idle")
    return (
      <div className={styles.row}>
        <Button ref={buttonRef} variant="secondary" onClick={() => setState("confirming")}>
          {t("case-management.errands.close.button")}
        </Button>
      </div>
    );
  return (
    <div className={styles.confirm}>
      <p ref={questionRef} tabIndex={-1} className={styles.status}>
        {t("case-management.errands.close.confirm", { ticket: String(errand.ticketNumber) })}
      </p>
      {state === "failed" ? (
        <p role="alert" className={styles.error}>
          {t("case-management.errands.close.failed")}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button disabled={state === "closing"} onClick={() => void close()}>
          {state === "closing" ? t("case-management.errands.close.closing") : t("case-management.errands.close.yes")}
        </Button>
        <Button variant="secondary" disabled={state === "closing"} onClick={() => setState("idle")}>
          {t("case-management.errands.close.no")}
        </Button>
      </div>
    </div>
  );
}
