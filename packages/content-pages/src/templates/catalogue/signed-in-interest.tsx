"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { addInterest, getInterests, isApiError, removeInterest } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { validateInterestField } from "@housing/contracts";
import { signupKey, type Interest } from "@housing/contracts/my-pages";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { useUser } from "@housing/session/client";
import { takePendingInterest, type PendingInterest } from "@housing/session/pending-signup";
import { Button, TextField } from "@housing/ui";
import styles from "./catalogue.module.css";

/** The interests' query key, per user (my pages reads the same list). */
export const interestsQueryKey = (userId: string) => ["housing", "signup", "interests", userId] as const;

interface Entry {
  stageId: string;
  objectId: string | null;
}

/** The anonymous form until the session check knows the user, then the user's interest. */
export default function SignedInInterest({
  stageId,
  objectId,
  subject,
  anonymous,
}: Entry & { subject: string; anonymous: ReactNode }) {
  const user = useUser();
  if (!user) return anonymous;
  return <UserInterest userId={user.id} entry={{ stageId, objectId }} subject={subject} />;
}

type Problem = "needsEmail" | "failed" | null;

/** Spec section 4: with no e-mail on the user and none in the form the API answers `formEmail: email`. */
function isNoEmailRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  const fieldErrors = error.fieldErrors ?? {};
  return ["formEmail", "body.formEmail"].some((field) => fieldErrors[field]?.includes("email"));
}

function UserInterest({ userId, entry, subject }: { userId: string; entry: Entry; subject: string }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const queryKey = interestsQueryKey(userId);
  const ids = useId();
  const [problem, setProblem] = useState<Problem>(null);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [isJustSent, setJustSent] = useState(false);
  const interests = useQuery({ queryKey, queryFn: ({ signal }) => getInterests(http, { signal }) });

  // The cache changes at once and goes back when the call fails (spec section 4).
  const optimistic = async (change: (list: Interest[]) => Interest[]) => {
    await queryClient.cancelQueries({ queryKey });
    const previous = queryClient.getQueryData<Interest[]>(queryKey);
    if (previous) queryClient.setQueryData<Interest[]>(queryKey, change(previous));
    return { previous };
  };
  const rollback = (context: { previous?: Interest[] } | undefined) => {
    if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
  };
  const without = (list: Interest[], target: Entry) => list.filter((item) => signupKey(item) !== signupKey(target));

  const add = useMutation({
    mutationFn: (request: PendingInterest) =>
      addInterest(http, { stageId: request.stageId, objectId: request.objectId, formEmail: request.email }),
    onMutate: (request) =>
      optimistic((list) => [
        {
          id: `pending-${signupKey(request)}`,
          stageId: request.stageId,
          objectId: request.objectId,
          created: new Date().toISOString(),
        },
        ...without(list, request),
      ]),
    onError: (error, _request, context) => {
      rollback(context);
      setProblem(isNoEmailRefusal(error) ? "needsEmail" : "failed");
    },
    onSuccess: () => {
      setProblem(null);
      setJustSent(true);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const remove = useMutation({
    mutationFn: () => removeInterest(http, entry),
    onMutate: () => optimistic((list) => without(list, entry)),
    onError: (_error, _none, context) => {
      rollback(context);
      setProblem("failed");
    },
    onSuccess: () => setJustSent(false),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const { mutate: addMutate } = add;

  // Spec section 4: the interest an anonymous answer kept for the login is sent now (taken once).
  useEffect(() => {
    const pending = takePendingInterest();
    if (pending) addMutate(pending);
  }, [addMutate]);
  useEffect(() => {
    if (problem === "needsEmail") document.getElementById(`${ids}-email`)?.focus();
  }, [problem, ids]);

  const isRegistered = (interests.data ?? []).some((item) => signupKey(item) === signupKey(entry));
  const isBusy = interests.isPending || add.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    let formEmail = "";
    if (problem === "needsEmail") {
      const found = validateInterestField("email", email.trim());
      if (found) {
        setEmailError(t(`content-pages.catalogue.interest.error.${found}` as MessageId));
        document.getElementById(`${ids}-email`)?.focus();
        return;
      }
      formEmail = email.trim();
    }
    setEmailError(null);
    add.mutate({ ...entry, email: formEmail });
  };

  if (isRegistered) {
    return (
      <div className={styles.form}>
        <p role="status">
          {t(
            isJustSent
              ? "content-pages.catalogue.interest.signedIn.sent"
              : "content-pages.catalogue.interest.signedIn.registered",
            {
              name: subject,
            },
          )}
        </p>
        {problem === "failed" ? (
          <p className={styles.alert} role="alert">
            {t("content-pages.catalogue.interest.failed")}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            aria-disabled={isBusy || undefined}
            onClick={() => !isBusy && remove.mutate()}
          >
            {t("content-pages.catalogue.interest.signedIn.withdraw")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={isBusy || undefined}>
      <p>{t("content-pages.catalogue.interest.signedIn.intro", { name: subject })}</p>
      {problem === "needsEmail" ? (
        <>
          <p className={styles.alert} role="alert" id={`${ids}-no-email`}>
            {t("content-pages.catalogue.interest.noEmail")}
          </p>
          <TextField
            id={`${ids}-email`}
            name="formEmail"
            type="email"
            autoComplete="email"
            inputMode="email"
            isRequired
            label={t("content-pages.catalogue.interest.signedIn.emailLabel")}
            value={email}
            error={emailError ?? undefined}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        </>
      ) : null}
      {problem === "failed" ? (
        <p className={styles.alert} role="alert">
          {t("content-pages.catalogue.interest.failed")}
        </p>
      ) : null}
      <div>
        <Button type="submit" aria-disabled={isBusy || undefined}>
          {add.isPending
            ? t("content-pages.catalogue.interest.sending")
            : t("content-pages.catalogue.interest.signedIn.submit")}
        </Button>
      </div>
    </form>
  );
}
