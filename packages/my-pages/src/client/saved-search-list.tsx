"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { deleteSavedSearch, isApiError, listSavedSearches, renameSavedSearch } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { SavedSearchNameSchema, type SavedSearch } from "@housing/contracts/my-pages";
import { useI18n } from "@housing/i18n/react";
import type { MessageId } from "@housing/i18n";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Link, TextField } from "@housing/ui";
import * as v from "valibot";
import styles from "../components/my-pages.module.css";

export interface SavedSearchListProps {
  site: SiteConfig;
  initial: readonly SavedSearch[];
}

export const savedSearchesQueryKey = (siteKey: string) => ["housing", "my-pages", "saved-searches", siteKey] as const;

/**
 * The saved searches (saving happens on the search page): each opens its search, and may be
 * renamed (the name's rules are the contract's, spec section 5's text limits) or deleted. A
 * deleted search leaves the list at once and comes back if the API refuses.
 */
export function SavedSearchList({ site, initial }: SavedSearchListProps) {
  const { t, formatDate } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const queryKey = savedSearchesQueryKey(site.key);
  const { data = [...initial] } = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await listSavedSearches(http, site.key, { signal })).savedSearches,
    initialData: [...initial],
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  // After a deletion its buttons are gone: focus goes to the message that says what happened.
  const statusRef = useRef<HTMLParagraphElement>(null);

  const removal = useMutation({
    mutationFn: (search: SavedSearch) => deleteSavedSearch(http, search.id),
    onMutate: async (search: SavedSearch) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<SavedSearch[]>(queryKey);
      queryClient.setQueryData<SavedSearch[]>(queryKey, (current) =>
        current?.filter((entry) => entry.id !== search.id),
      );
      return { before };
    },
    onSuccess: (_answer, search) =>
      setStatus({ text: t("my-pages.saved.deleted", { name: search.name }), isError: false }),
    onError: (_error, _search, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      setStatus({ text: t("my-pages.saved.failed"), isError: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const search = routePath(site, "homeSearch");
  return (
    <div className={styles.stack}>
      <p ref={statusRef} tabIndex={-1} role="status" className={status?.isError ? styles.error : styles.muted}>
        {status?.text}
      </p>
      {data.length === 0 ? (
        <div className={styles.stack}>
          <p>{t("my-pages.saved.none")}</p>
          {search ? <Link href={search}>{t("my-pages.saved.toSearch")}</Link> : null}
        </div>
      ) : (
        <ul className={styles.cards}>
          {data.map((saved) => (
            <li key={saved.id} className={styles.card}>
              {editing === saved.id ? (
                <RenameForm
                  saved={saved}
                  onDone={(renamed) => {
                    setEditing(null);
                    if (renamed) {
                      queryClient.setQueryData<SavedSearch[]>(queryKey, (current) =>
                        current?.map((entry) => (entry.id === renamed.id ? renamed : entry)),
                      );
                      setStatus({ text: t("my-pages.saved.renamed", { name: renamed.name }), isError: false });
                    }
                  }}
                />
              ) : (
                <>
                  <p className={styles.cardTitle}>
                    <Link href={saved.url} aria-label={t("my-pages.saved.open", { name: saved.name })}>
                      {saved.name}
                    </Link>
                  </p>
                  <p className={styles.muted}>{t("my-pages.saved.matches", { count: saved.matchCount })}</p>
                  <p className={styles.muted}>
                    {saved.lastAlertAt
                      ? t("my-pages.saved.lastAlert", { date: formatDate(saved.lastAlertAt) })
                      : t("my-pages.saved.created", { date: formatDate(saved.createdAt) })}
                  </p>
                  <div className={styles.row}>
                    <Button type="button" variant="secondary" onClick={() => setEditing(saved.id)}>
                      {t("my-pages.saved.rename", { name: saved.name })}
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => {
                        setStatus(null);
                        removal.mutate(saved);
                        statusRef.current?.focus();
                      }}
                    >
                      {t("my-pages.saved.delete", { name: saved.name })}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The inline rename: focus goes to the name, Escape or Cancel closes it unchanged. */
function RenameForm({ saved, onDone }: { saved: SavedSearch; onDone: (renamed: SavedSearch | null) => void }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const [name, setName] = useState(saved.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const focusName = () => document.getElementById(inputId)?.focus();
  useEffect(() => document.getElementById(inputId)?.focus(), [inputId]);
  const rename = useMutation({
    mutationFn: (next: string) => renameSavedSearch(http, saved.id, { name: next }),
    onSuccess: (renamed) => onDone(renamed),
    onError: (caught) => {
      const key = isApiError(caught) ? caught.fieldErrors["body.name"]?.[0] : undefined;
      setError(key ?? "failed");
      focusName();
    },
  });
  const errorText =
    error === null
      ? undefined
      : error === "failed"
        ? t("my-pages.saved.failed")
        : t(`my-pages.error.${["required", "inputToLong"].includes(error) ? error : "invalidInput"}` as MessageId);
  return (
    <form
      className={styles.stack}
      noValidate
      onKeyDown={(event) => {
        if (event.key === "Escape") onDone(null);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = v.safeParse(SavedSearchNameSchema, name);
        if (!parsed.success) {
          setError(parsed.issues[0]?.message ?? "invalidInput");
          focusName();
          return;
        }
        setError(null);
        rename.mutate(parsed.output.trim());
      }}
    >
      <TextField
        id={inputId}
        label={t("my-pages.saved.name")}
        isRequired
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errorText}
      />
      <div className={styles.row}>
        <Button type="submit" disabled={rename.isPending}>
          {t("my-pages.saved.save")}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          {t("my-pages.saved.cancel")}
        </Button>
      </div>
    </form>
  );
}
