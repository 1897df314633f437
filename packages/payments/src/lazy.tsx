"use client";

import dynamic from "next/dynamic";

/*
 * The payments page's client code in a chunk of its own: every template renders from one route,
 * so through this only the payments page loads it. It still renders on the server.
 */
export const LazyPaymentList = dynamic(() => import("./client/payment-list").then((module) => module.PaymentList));
