"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { selectBoardMemberAssociation, type LoginAssociation, type LoginResult } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n } from "@housing/i18n/react";
import { Button, Heading } from "@housing/ui";
import { loginProblemOf, type LoginProblem } from "./outcome";
import { ProblemAlert } from "./problem-alert";
import styles from "./login.module.css";

export interface AssociationChoiceProps {
  associations: readonly LoginAssociation[];
  onResult: (result: Extract<LoginResult, { status: "Ok" }>) => void;
  onCancel: () => void;
}

/** Spec section 2: a board member in several associations chooses one, or cancels the login. */
export function AssociationChoice({ associations, onResult, onCancel }: AssociationChoiceProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [chosen, setChosen] = useState(associations[0]?.id ?? "");
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [isSending, setIsSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The choice replaces the login view: focus goes to its first option.
  useEffect(() => formRef.current?.querySelector("input")?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    setProblem(null);
    try {
      const result = await selectBoardMemberAssociation(http, chosen);
      if (result.status === "Ok") onResult(result);
      else setProblem({ kind: "status", status: "Error" });
    } catch (error) {
      setProblem(loginProblemOf(error));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form ref={formRef} className={styles.stack} onSubmit={(event) => void submit(event)}>
      <Heading level={2} size="lg">
        {t("auth-bankid-pages.association.heading")}
      </Heading>
      <fieldset className={styles.choices}>
        <legend>{t("auth-bankid-pages.association.intro")}</legend>
        {associations.map((association) => (
          <label key={association.id} className={styles.choice}>
            <input
              type="radio"
              name="association"
              value={association.id}
              checked={chosen === association.id}
              onChange={() => setChosen(association.id)}
            />
            {association.name}
          </label>
        ))}
      </fieldset>
      <ProblemAlert problem={problem} />
      <Button type="submit" disabled={isSending || !chosen}>
        {t("auth-bankid-pages.association.submit")}
      </Button>
      <button type="button" className={styles.textButton} onClick={onCancel}>
        {t("auth-bankid-pages.association.cancel")}
      </button>
    </form>
  );
}
