"use client";

import dynamic from "next/dynamic";

/*
 * The login's pages in chunks of their own: only the login, e-ID return and account pages load
 * this code (kept apart from src/lazy.tsx, which the frame of every page imports).
 */
export const LazyLoginPage = dynamic(() => import("./login/login-page").then((module) => module.LoginPage));

export const LazyElectronicIdReturnPage = dynamic(() =>
  import("./login/eident-return-page").then((module) => module.ElectronicIdReturnPage),
);

export const LazyAccountEntryPage = dynamic(() =>
  import("./account/account-entry-page").then((module) => module.AccountEntryPage),
);
