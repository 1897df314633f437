"use client";
import { useEffect, useState, type FormEvent } from "react";
import {
  approveDevBankId,
  getBankIdLoginStatus,
  getDevBankIdIdentities,
  startBankIdLogin,
  type DevBankIdIdentity,
  type LoginFlow,
  type LoginResult,
  type LoginType,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n } from "@housing/i18n/react";
import { Button, Heading, Select } from "@housing/ui";
import { BANKID_POLL_MS } from "./bankid-view";
import { loginProblemOf, type LoginProblem } from "./outcome";
import { ProblemAlert } from "./problem-alert";
import styles from "./login.module.css";

export interface DevBankIdFormProps {
  siteId: string;
  loginType: LoginType;
  flow?: LoginFlow;
  onResult: (result: Extract<LoginResult, { status: "Ok" | "ChooseBoardMember" }>) => void;
  onProblem?: (problem: LoginProblem) => boolean;
  /** Stories and tests: the identities without asking the API. */
  identities?: readonly DevBankIdIdentity[];
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The developer-only BankID form (spec section 2: hidden in production and pre-production): one
 * of the simulator's test identities logs in without the phone. The same BankID order as the
 * real login is started and polled; the API's `/_dev/bankid/approve` approves it on the
 * simulator's phone. That route, and the identities' list, exist only on the simulator outside
 * preprod and production: there the list answers 404 and the form draws nothing.
 */
export function DevBankIdForm({ siteId, loginType, flow, onResult, onProblem, identities: given }: DevBankIdFormProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [identities, setIdentities] = useState<readonly DevBankIdIdentity[] | null>(given ?? null);
  const [chosen, setChosen] = useState(given?.[0]?.personalNumber ?? "");
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    if (given) return;
    const controller = new AbortController();
    getDevBankIdIdentities(http, { signal: controller.signal })
      .then((list) => {
        setIdentities(list);
        setChosen((current) => current || (list[0]?.personalNumber ?? ""));
      })
      // 404 outside the developer environments (or no simulator): no form.
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, given]);

  if (!identities?.length) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    setProblem(null);
    try {
      const order = await startBankIdLogin(http, {
        flow: flow ?? (loginType.startsWith("board") ? "loginBoardMember" : "login"),
        loginType,
        siteId,
      });
      await approveDevBankId(http, { autoStartToken: order.autoStartToken, personalNumber: chosen });
      for (;;) {
        const result = await getBankIdLoginStatus(http, order.sessionId);
        if (result.status === "Ok" || result.status === "ChooseBoardMember") {
          onResult(result);
          return;
        }
        if (result.status !== "Pending") {
          setProblem({ kind: "status", status: "Error" });
          return;
        }
        await wait(BANKID_POLL_MS);
      }
    } catch (error) {
      const found = loginProblemOf(error);
      if (!onProblem?.(found)) setProblem(found);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className={styles.devForm} data-dev-tool="bankid" onSubmit={(event) => void submit(event)}>
      <Heading level={2} size="lg">
        {t("auth-bankid-pages.dev.heading")}
      </Heading>
      <p>{t("auth-bankid-pages.dev.intro")}</p>
      <Select
        label={t("auth-bankid-pages.dev.person")}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        options={identities.map((identity) => ({
          value: identity.personalNumber,
          label: `${identity.givenName} ${identity.surname} (${identity.personalNumber})`,
        }))}
      />
      <ProblemAlert problem={problem} />
      <Button type="submit" variant="secondary" disabled={isSending || !chosen}>
        {t("auth-bankid-pages.dev.submit")}
      </Button>
    </form>
  );
}
