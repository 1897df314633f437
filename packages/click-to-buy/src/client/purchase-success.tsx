"use client";
import { useSyncExternalStore } from "react";
import { useI18n } from "@housing/i18n/react";
import { isPurchaseSuccessHash } from "./flow";
import styles from "../click-to-buy.module.css";

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

/**
 * The booked home's page after the flow: the purchase-success hash (spec section 4) is announced
 * (the hash never reaches the server, so it is read here) and stays on the address.
 */
export function PurchaseSuccess({ name }: { name: string }) {
  const { t } = useI18n();
  const isSuccess = useSyncExternalStore(
    subscribeToHash,
    () => isPurchaseSuccessHash(window.location.hash),
    () => false,
  );
  return (
    <p role="status" className={isSuccess ? styles.success : styles.quiet}>
      {isSuccess ? t("click-to-buy.complete.success", { name }) : null}
    </p>
  );
}
