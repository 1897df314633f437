"use client";
import { useEffect, useId, useState } from "react";
import { createSavedSearch, isApiError } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { SavedSearchNameSchema } from "@housing/contracts/my-pages";
import { useI18n } from "@housing/i18n/react";
import { SESSION_HINT_EVENT, hasSessionHint, readHintClaims } from "@housing/session/hint";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Button, Link, TextField } from "@housing/ui";
import * as v from "valibot";
import styles from "./home-search.module.css";

/** Whether the visitor is logged in, and not as a board member (saved searches are a customer's). */
function useCanSave(): boolean {
  const [canSave, setCanSave] = useState(false);
  useEffect(() => {
    const read = () => setCanSave(hasSessionHint() && !/board/i.test(readHintClaims()?.loginType ?? ""));
    read();
    window.addEventListener(SESSION_HINT_EVENT, read);
    return () => window.removeEventListener(SESSION_HINT_EVENT, read);
  }, []);
  return canSave;
}

/**
 * "Save this search" for a logged-in customer (my pages' saved searches, which alert on new
 * matches): the search's query under a name, POST /my_pages/saved_searches. Nothing for an
 * anonymous visitor or a board member; the session is read from its hint cookie, so no session
 * state loads for anybody else.
 */
export function SaveSearch({ site, query }: { site: SiteConfig; query: string }) {
  const { t } = useI18n();
  const canSave = useCanSave();
  const [isOpen, setIsOpen] = useState(false);
  if (!canSave || !routePath(site, "savedSearches")) return null;
  return isOpen ? (
    <SaveSearchForm site={site} query={query} onClose={() => setIsOpen(false)} />
  ) : (
    <Button type="button" variant="secondary" onClick={() => setIsOpen(true)}>
      {t("search.home.save.open")}
    </Button>
  );
}

function SaveSearchForm({ site, query, onClose }: { site: SiteConfig; query: string; onClose: () => void }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const nameId = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<"editing" | "saving" | "saved">("editing");
  useEffect(() => document.getElementById(nameId)?.focus(), [nameId]);
  const savedSearches = routePath(site, "savedSearches")!;

  if (state === "saved") {
    return (
      <p role="status" className={styles.saveSearch}>
        {t("search.home.save.done")} <Link href={savedSearches}>{t("search.home.save.toSaved")}</Link>
      </p>
    );
  }
  const errorText =
    error === null
      ? undefined
      : error === "required" || error === "inputToLong"
        ? t(`search.home.save.error.${error}`)
        : error === "failed"
          ? t("search.home.save.error.failed")
          : t("search.home.save.error.invalidInput");
  return (
    <form
      className={styles.saveSearch}
      noValidate
      aria-label={t("search.home.save.form")}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = v.safeParse(SavedSearchNameSchema, name);
        if (!parsed.success) {
          setError(parsed.issues[0]?.message ?? "invalidInput");
          document.getElementById(nameId)?.focus();
          return;
        }
        setError(null);
        setState("saving");
        createSavedSearch(http, site.key, { name: parsed.output.trim(), query }).then(
          () => setState("saved"),
          (caught: unknown) => {
            setState("editing");
            setError((isApiError(caught) && caught.fieldErrors["body.name"]?.[0]) || "failed");
            document.getElementById(nameId)?.focus();
          },
        );
      }}
    >
      <TextField
        id={nameId}
        label={t("search.home.save.name")}
        isRequired
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errorText}
      />
      <div className={styles.saveSearchActions}>
        <Button type="submit" disabled={state === "saving"}>
          {t("search.home.save.submit")}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t("search.home.save.cancel")}
        </Button>
      </div>
    </form>
  );
}
