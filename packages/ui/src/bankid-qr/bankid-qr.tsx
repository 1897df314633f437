"use client";
import { lazy, Suspense } from "react";
import styles from "./bankid-qr.module.css";

// The QR code's drawing (and its library, uqr) loads only when a QR is shown.
const QrCode = lazy(() => import("./qr-code"));

/** The BankID QR's size (spec section 9: 144 px). */
export const BANKID_QR_SIZE = 144;

/**
 * BankID's animated QR code for signing or logging in on another device (spec section 9). The
 * API computes the QR string of each second from the order's secret (which never reaches the
 * page); the caller polls once a second and passes each new string, so the code changes every
 * second. Until the first string arrives (or while the drawing loads) a blank square of the same
 * size keeps the layout still.
 */
export function BankIdQr({ value, label }: { value: string | null; label: string }) {
  const placeholder = <span className={styles.placeholder} />;
  return (
    <div className={styles.qr}>
      {value ? (
        <Suspense fallback={placeholder}>
          <QrCode value={value} label={label} size={BANKID_QR_SIZE} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
