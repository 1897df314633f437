"use client";
import { useState } from "react";
import { startEidentLogin, type LoginType } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n } from "@housing/i18n/react";
import { Button } from "@housing/ui";
import { EIDENT_REGISTER_KEY } from "../register/eident-registration";
import { EIDENT_UPDATE_KEY } from "./eident-outcome";
import { loginProblemOf, type LoginProblem } from "./outcome";
import { ProblemAlert } from "./problem-alert";
import styles from "./login.module.css";

/** Where the broker sends the visitor back: the site's electronic-ID return page, with the login's destination. */
export const EIDENT_RETURN_KEY = "housing_eident_return";

/**
 * Norwegian BankID and Finnish bank ID (spec sections 2 and 7): an OpenID Connect login at the
 * e-ID broker. The page leaves for the broker and comes back to the electronic-ID return page,
 * which finishes the login (ElectronicIdReturnPage).
 */
export function EidentView({
  siteId,
  loginType,
  returnPath,
  destination,
}: {
  siteId: string;
  loginType: LoginType;
  returnPath: string;
  destination: string;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const start = async () => {
    setIsStarting(true);
    setProblem(null);
    try {
      const returnUrl = new URL(returnPath, window.location.origin).href;
      const { authorizationUrl } = await startEidentLogin(http, {
        flow: loginType.startsWith("board") ? "loginBoardMember" : "login",
        loginType,
        siteId,
        returnUrl,
      });
      // A flow left half-way must not take this login's return.
      sessionStorage.removeItem(EIDENT_UPDATE_KEY);
      sessionStorage.removeItem(EIDENT_REGISTER_KEY);
      sessionStorage.setItem(EIDENT_RETURN_KEY, destination);
      window.location.assign(authorizationUrl);
    } catch (error) {
      setProblem(loginProblemOf(error));
      setIsStarting(false);
    }
  };
  return (
    <div className={styles.stack}>
      <Button type="button" onClick={() => void start()} disabled={isStarting}>
        {t("auth-bankid-pages.login.withBankId")}
      </Button>
      <ProblemAlert problem={problem} />
    </div>
  );
}
