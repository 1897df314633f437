"use client";
import { useState } from "react";
import type { Round } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import { Button, Heading } from "@housing/ui";
import { ErrandFiles } from "./errand-files";
import { useRound, useRounds } from "./errands-query";
import { StatusBadge } from "./status-badge";
import styles from "./errands.module.css";

/** The association's rounds (board members with management), each opening its control points. */
export function RoundList() {
  const { t } = useI18n();
  const rounds = useRounds();
  return (
    <section className={styles.stack} aria-labelledby="errand-rounds">
      <Heading level={2} id="errand-rounds">
        {t("case-management.errands.rounds.heading")}
      </Heading>
      {rounds.isPending ? <p role="status">{t("case-management.errands.loading")}</p> : null}
      {rounds.isError && !rounds.data ? (
        <p role="alert" className={styles.error}>
          {t("case-management.errands.rounds.loadFailed")}
        </p>
      ) : null}
      {rounds.data?.length === 0 ? <p>{t("case-management.errands.rounds.empty")}</p> : null}
      {rounds.data && rounds.data.length > 0 ? (
        <ul className={styles.list}>
          {rounds.data.map((round) => (
            <li key={round.id}>
              <RoundItem round={round} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RoundItem({ round }: { round: Round }) {
  const { t, formatDate } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const detail = useRound(round.id, isOpen);
  const panelId = `round-${round.id}`;
  return (
    <div className={styles.card}>
      <Heading level={3}>{round.name}</Heading>
      <p className={styles.meta}>
        {t("case-management.errands.rounds.summary", {
          date: formatDate(round.roundDate),
          property: round.propertyName,
          count: round.nrOfCaseControlPoints,
        })}
      </p>
      {round.nrOfCaseControlPoints > 0 ? (
        <div className={styles.row}>
          <Button
            variant="secondary"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {t("case-management.errands.rounds.show", { name: round.name })}
          </Button>
        </div>
      ) : null}
      <div id={panelId} hidden={!isOpen}>
        {isOpen && detail.isPending ? <p role="status">{t("case-management.errands.loading")}</p> : null}
        {isOpen && detail.isError ? (
          <p role="alert" className={styles.error}>
            {t("case-management.errands.rounds.loadFailed")}
          </p>
        ) : null}
        {detail.data ? (
          <ul className={styles.list}>
            {detail.data.controlPoints.map((point) => (
              <li key={point.id} className={styles.card}>
                <div className={styles.headRow}>
                  <Heading level={4}>{point.title}</Heading>
                  <StatusBadge statusId={point.caseStatusId} />
                </div>
                <p className={styles.meta}>
                  {t("case-management.errands.rounds.location")}: {point.location}
                </p>
                <p>{point.description}</p>
                {point.attachments.length > 0 ? <ErrandFiles attachments={point.attachments} /> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
