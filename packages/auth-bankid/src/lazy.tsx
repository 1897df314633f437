"use client";

import dynamic from "next/dynamic";

/*
 * The account place's client code in a chunk of its own (every page renders from one route; see
 * the search's lazy.tsx). It renders on the server (the login button is in the HTML); the
 * session's state loads inside it only for a visitor with a session cookie.
 */
export const LazyAccountButton = dynamic(() => import("./account-button").then((module) => module.AccountButton));
