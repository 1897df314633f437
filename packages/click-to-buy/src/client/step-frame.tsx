"use client";
import type { ReactNode } from "react";
import { BOOKING_FLOWS, type BookingFlowKind, type BookingStep } from "@housing/contracts/booking";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Button, Heading, VisuallyHidden } from "@housing/ui";
import { stepPosition } from "./flow";
import { useFocusOn } from "./use-focus-on";
import styles from "../click-to-buy.module.css";

export const stepName = (step: BookingStep) => `click-to-buy.step.${step}` as MessageId;

/** The flow's steps with the current one marked (aria-current) and the ones before it done. */
export function StepIndicator({ flow, step }: { flow: BookingFlowKind; step: BookingStep }) {
  const { t } = useI18n();
  const steps = BOOKING_FLOWS[flow];
  const current = steps.indexOf(step);
  return (
    <nav aria-label={t("click-to-buy.steps")}>
      <ol className={styles.steps}>
        {steps.map((name, index) => (
          <li
            key={name}
            className={[styles.step, index < current ? styles.stepDone : ""].filter(Boolean).join(" ")}
            aria-current={index === current ? "step" : undefined}
          >
            <span aria-hidden="true">{index + 1}.</span> {t(stepName(name))}
            {index < current ? <VisuallyHidden>{` (${t("click-to-buy.stepDone")})`}</VisuallyHidden> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * One step's view: its heading (focused when the step changes, so keyboard and screen-reader users
 * start there), the "Steg 2 av 8" counter and the step's content.
 */
export function StepFrame({
  flow,
  step,
  focusOnMount = false,
  children,
}: {
  flow: BookingFlowKind;
  step: BookingStep;
  /** The view is new because the flow moved on (not the page's first render): its heading takes focus. */
  focusOnMount?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const heading = useFocusOn<HTMLHeadingElement>(step, focusOnMount);
  const { index, total } = stepPosition(flow, step);
  return (
    <section className={styles.stack} aria-labelledby={`click-to-buy-step-${step}`}>
      <div className={styles.head}>
        <p className={styles.counter}>
          {t("click-to-buy.stepCounter", { index: String(index + 1), total: String(total) })}
        </p>
        <Heading level={2} id={`click-to-buy-step-${step}`} ref={heading} tabIndex={-1}>
          {t(stepName(step))}
        </Heading>
      </div>
      {children}
    </section>
  );
}

/** Previous (form steps after the first) and Next (submits the step's form; disabled while it saves). */
export function StepButtons({
  onPrevious,
  isSaving,
  nextLabel,
}: {
  onPrevious: (() => void) | null;
  isSaving: boolean;
  nextLabel?: string;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.navigation}>
      {onPrevious ? (
        <Button variant="secondary" onClick={onPrevious} disabled={isSaving}>
          {t("click-to-buy.previous")}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={isSaving} aria-disabled={isSaving || undefined}>
        {isSaving ? t("click-to-buy.saving") : (nextLabel ?? t("click-to-buy.next"))}
      </Button>
    </div>
  );
}

/** A step's problem (a refused save, a failed call), announced and focusable. */
export function Problem({ message }: { message: MessageId | null }) {
  const { t } = useI18n();
  return (
    <p role="alert" className={message ? styles.error : styles.quiet}>
      {message ? t(message) : null}
    </p>
  );
}
