"use client";
import { Suspense, lazy, useEffect, useState } from "react";
import { SESSION_HINT_EVENT, hasSessionHint } from "@housing/session/hint";
import { InterestForm, type InterestFormProps } from "./interest-form";

// A logged-in user's one-click interest (the session's state, TanStack Query, the session bridge) loads only with a session cookie.
const SignedInInterest = lazy(() => import("./signed-in-interest"));

/**
 * The interest panel of stage and object pages (spec section 4): the anonymous form for a visitor
 * without a session ("logged-out users may only use anonymous interest"), one click for a
 * logged-in user. The server renders the form (the page is the same for everybody).
 */
export function InterestSection(props: InterestFormProps) {
  const [hasSession, setHasSession] = useState(false);
  useEffect(() => {
    const read = () => setHasSession(hasSessionHint());
    read();
    window.addEventListener(SESSION_HINT_EVENT, read);
    return () => window.removeEventListener(SESSION_HINT_EVENT, read);
  }, []);
  const form = <InterestForm {...props} />;
  if (!hasSession) return form;
  return (
    <Suspense fallback={form}>
      <SignedInInterest
        stageId={props.stageId}
        objectId={props.objectId ?? null}
        subject={props.subject}
        anonymous={form}
      />
    </Suspense>
  );
}
