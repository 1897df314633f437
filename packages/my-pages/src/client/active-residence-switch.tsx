"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { setActiveResidence } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { Residence } from "@housing/contracts/my-pages";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, Select } from "@housing/ui";
import styles from "../components/my-pages.module.css";

export interface ActiveResidenceSwitchProps {
  site: SiteConfig;
  residences: readonly Residence[];
}

/**
 * Switching the active residence when a user has several (issue: my pages are about one
 * residence at a time): PUT /my_pages/active_residence, then the page is drawn again on the
 * server for the new one. The result is announced; a failure keeps the choice and says so.
 */
export function ActiveResidenceSwitch({ site, residences }: ActiveResidenceSwitchProps) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const router = useRouter();
  const active = residences.find((residence) => residence.isActive) ?? residences[0];
  const [chosen, setChosen] = useState(active?.objectId ?? "");
  const [done, setDone] = useState<string | null>(null);
  const statusId = useId();
  const mutation = useMutation({
    mutationFn: (objectId: string) => setActiveResidence(http, site.key, { objectId }),
    onSuccess: (_answer, objectId) => {
      setDone(residences.find((residence) => residence.objectId === objectId)?.name ?? null);
      router.refresh();
    },
  });
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        setDone(null);
        mutation.mutate(chosen);
      }}
    >
      <Select
        label={t("my-pages.switch.label")}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        options={residences.map((residence) => ({
          value: residence.objectId,
          label: `${residence.name}, ${residence.stageName}`,
        }))}
      />
      <Button type="submit" disabled={mutation.isPending || chosen === active?.objectId} aria-describedby={statusId}>
        {t("my-pages.switch.submit")}
      </Button>
      <p id={statusId} role="status" className={mutation.isError ? styles.error : styles.muted}>
        {mutation.isError ? t("my-pages.switch.failed") : done ? t("my-pages.switch.done", { name: done }) : null}
      </p>
    </form>
  );
}
