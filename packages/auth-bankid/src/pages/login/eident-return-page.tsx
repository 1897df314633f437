"use client";
import { useEffect, useRef, useState } from "react";
import { finishEidentLogin } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { useSessionActions } from "@housing/session/client";
import { routePath } from "@housing/site-config";
import { Container, Heading, Link } from "@housing/ui";
import { EIDENT_RETURN_KEY } from "./eident-view";
import { loginProblemOf, problemMessage, type LoginProblem } from "./outcome";
import { safeReferrer } from "./redirect";
import styles from "./login.module.css";

/**
 * The electronic-ID return page (spec section 2's template): the e-ID broker sends the visitor
 * back here with `code` and `state` (or `error`); the API checks them and logs the visitor in,
 * and the page goes on to where the login was started for. A failure stays here with its message
 * and a way back to the login.
 */
export function ElectronicIdReturnPage({ site, location }: TemplateProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const { refresh } = useSessionActions();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const started = useRef(false);
  const myPages = routePath(site, "myPages") ?? `${site.pathPrefix}/`;
  const login = routePath(site, "login") ?? `${site.pathPrefix}/`;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(location?.query ?? window.location.search.slice(1));
    const stored = sessionStorage.getItem(EIDENT_RETURN_KEY) ?? "";
    sessionStorage.removeItem(EIDENT_RETURN_KEY);
    const destination = safeReferrer(new URLSearchParams({ referrer: stored }).toString()) ?? myPages;
    finishEidentLogin(http, {
      code: query.get("code") ?? undefined,
      state: query.get("state") ?? undefined,
      // The broker names itself in the answer (RFC 9207); the API checks it.
      iss: query.get("iss") ?? undefined,
      error: query.get("error") ?? undefined,
    })
      .then(async (result) => {
        if (result.status === "Ok") {
          await refresh();
          window.location.replace(destination);
        } else if (result.status === "Cancelled") setCancelled(true);
        else setProblem({ kind: "status", status: "Error" });
      })
      .catch((error: unknown) => setProblem(loginProblemOf(error)));
  }, [http, location?.query, myPages, refresh]);

  const message = cancelled
    ? { id: "auth-bankid-pages.status.Cancelled" as const }
    : problem
      ? problemMessage(problem)
      : null;
  return (
    <Container>
      <div className={styles.page}>
        <Heading level={1}>{t("auth-bankid-pages.login.heading")}</Heading>
        {message ? (
          <div className={styles.stack}>
            <p role="alert" className={styles.error}>
              {t(message.id, "values" in message ? message.values : undefined)}
            </p>
            <Link href={login}>{t("auth-bankid-pages.bankid.retry")}</Link>
          </div>
        ) : (
          <p role="status">{t("auth-bankid-pages.login.redirecting")}</p>
        )}
      </div>
    </Container>
  );
}
