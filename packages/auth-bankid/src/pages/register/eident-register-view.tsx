"use client";
import { useState } from "react";
import { startEidentRegister } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n } from "@housing/i18n/react";
import { Button } from "@housing/ui";
import { loginProblemOf, type LoginProblem } from "../login/outcome";
import { ProblemAlert } from "../login/problem-alert";
import { EIDENT_UPDATE_KEY } from "../login/eident-outcome";
import { EIDENT_REGISTER_KEY } from "./eident-registration";
import styles from "../login/login.module.css";

/**
 * The create-account page's way to Norwegian BankID and the Finnish bank ID (spec sections 2
 * and 7: `register/eident/start`): the page leaves for the e-ID broker; the electronic-ID return
 * page finishes the flow and comes back to `registerPath` with the verified person.
 */
export function EidentRegisterView({
  siteId,
  returnPath,
  registerPath,
}: {
  siteId: string;
  returnPath: string;
  registerPath: string;
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
      const { authorizationUrl } = await startEidentRegister(http, { siteId, returnUrl });
      // An add-bank-ID update left half-way must not take this registration's return.
      sessionStorage.removeItem(EIDENT_UPDATE_KEY);
      sessionStorage.setItem(EIDENT_REGISTER_KEY, registerPath);
      window.location.assign(authorizationUrl);
    } catch (error) {
      setProblem(loginProblemOf(error));
      setIsStarting(false);
    }
  };
  return (
    <div className={styles.stack}>
      <Button type="button" onClick={() => void start()} disabled={isStarting}>
        {t("auth-bankid-pages.register.withEident")}
      </Button>
      <ProblemAlert problem={problem} />
    </div>
  );
}
