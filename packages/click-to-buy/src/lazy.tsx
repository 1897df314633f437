"use client";

import dynamic from "next/dynamic";

/*
 * Click-to-buy's client code in a chunk of its own: every template renders from one route, so
 * through this only the booking page loads it (and the BankID QR code only when an order shows
 * one). It still renders on the server.
 */
export const LazyBookingFlow = dynamic(() => import("./client/booking-flow").then((module) => module.BookingFlow));
export const LazyPurchaseSuccess = dynamic(() =>
  import("./client/purchase-success").then((module) => module.PurchaseSuccess),
);
