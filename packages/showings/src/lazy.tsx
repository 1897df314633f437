"use client";

import dynamic from "next/dynamic";

/*
 * The showings' client code in chunks of their own: every page renders from one route, so only
 * the stage and object pages load the booking, and only the door's page the QR code (and uqr).
 * They still render on the server.
 */
export const LazyShowingsPanel = dynamic(() =>
  import("./client/showings-panel").then((module) => module.ShowingsPanel),
);
export const LazyDoorScreen = dynamic(() => import("./client/door-screen").then((module) => module.DoorScreen));
export const LazyVisitPage = dynamic(() => import("./client/visit-page").then((module) => module.VisitPage));
export const LazyOrderForm = dynamic(() => import("./client/order-form").then((module) => module.OrderForm));
export const LazyMyShowings = dynamic(() => import("./client/my-showings").then((module) => module.MyShowings));
export const LazyMyBookingsCard = dynamic(() =>
  import("./client/my-bookings-card").then((module) => module.MyBookingsCard),
);
