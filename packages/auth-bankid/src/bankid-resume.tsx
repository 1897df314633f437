"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  getBankIdLoginStatus,
  selectBoardMemberAssociation,
  type LoginAssociation,
  type LoginResult,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n } from "@housing/i18n/react";
import { useSessionActions } from "@housing/session/client";
import { Button, Modal } from "@housing/ui";
import { bankIdDeepLinkOf, withoutBankIdDeepLink, type BankIdDeepLink } from "./bankid-deep-link";
import styles from "./session.module.css";

/** Spec section 9: a resumed order is asked for 500 ms after the page is back, then every second. */
export const RESUME_DELAY_MS = 500;
export const POLL_MS = 1000;

type State =
  | { kind: "pending" }
  | { kind: "choose"; associations: readonly LoginAssociation[] }
  | { kind: "done" }
  | { kind: "failed" };

/**
 * Back from the BankID app on a phone (spec sections 2 and 4): the page was opened with
 * `?poolingId=<sessionId>&type=<loginType>`. After 500 ms the order's status is collected every
 * second until it is no longer pending; an approved login becomes the page's session, a board
 * member of several associations picks one, and the two parameters leave the address whatever
 * the outcome. The page stays where it is (the search keeps its filters).
 */
export default function BankIdResume({ search }: { search: string }) {
  const link = bankIdDeepLinkOf(search);
  return link ? <ResumedOrder link={link} /> : null;
}

function ResumedOrder({ link }: { link: BankIdDeepLink }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const { refresh } = useSessionActions();
  const [state, setState] = useState<State>({ kind: "pending" });
  const [isOpen, setOpen] = useState(true);
  const [chosen, setChosen] = useState("");
  const isStarted = useRef(false);

  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    let timer = 0;
    const controller = new AbortController();
    const settle = (result: LoginResult) => {
      window.history.replaceState(window.history.state, "", withoutBankIdDeepLink(window.location.href));
      if (result.status === "Ok") {
        void refresh().then(() => setState({ kind: "done" }));
      } else if (result.status === "ChooseBoardMember") {
        setChosen(result.associations[0]?.id ?? "");
        setState({ kind: "choose", associations: result.associations });
      } else setState({ kind: "failed" });
    };
    const poll = () => {
      getBankIdLoginStatus(http, link.sessionId, { signal: controller.signal })
        .then((result) => {
          if (result.status === "Pending") timer = window.setTimeout(poll, POLL_MS);
          else settle(result);
        })
        .catch(() => {
          if (!controller.signal.aborted) settle({ status: "Cancelled" });
        });
    };
    timer = window.setTimeout(poll, RESUME_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
      isStarted.current = false;
    };
  }, [http, link.sessionId, refresh]);

  const choose = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await selectBoardMemberAssociation(http, chosen);
      if (result.status !== "Ok") throw new Error(result.status);
      await refresh();
      setState({ kind: "done" });
    } catch {
      setState({ kind: "failed" });
    }
  };

  return (
    <Modal
      open={isOpen}
      onClose={() => setOpen(false)}
      title={t("auth-bankid.resume.title")}
      internallyUnclosable={state.kind === "pending"}
      noHash
    >
      {state.kind === "pending" ? (
        <p role="status" className={styles.text}>
          {t("auth-bankid.resume.pending")}
        </p>
      ) : state.kind === "choose" ? (
        <form onSubmit={(event) => void choose(event)}>
          <fieldset className={styles.choices}>
            <legend>{t("auth-bankid.resume.choose")}</legend>
            {state.associations.map((association) => (
              <label key={association.id}>
                <input
                  type="radio"
                  name="association"
                  value={association.id}
                  checked={chosen === association.id}
                  onChange={() => setChosen(association.id)}
                />{" "}
                {association.name}
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">{t("auth-bankid.resume.continue")}</Button>
          </div>
        </form>
      ) : (
        <>
          <p role={state.kind === "failed" ? "alert" : "status"} className={styles.text}>
            {t(state.kind === "done" ? "auth-bankid.resume.done" : "auth-bankid.resume.failed")}
          </p>
          <div className={styles.actions}>
            <Button type="button" onClick={() => setOpen(false)}>
              {t("auth-bankid.resume.close")}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
