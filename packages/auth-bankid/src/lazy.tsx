"use client";

import dynamic from "next/dynamic";

/*
 * The login's client code in chunks of its own: only the login, e-ID return and account pages
 * load it (every template renders from one route, so a direct import would put it in the first
 * load of every page).
 */

export const LazyLoginPage = dynamic(() => import("./login/login-page").then((module) => module.LoginPage));

export const LazyElectronicIdReturnPage = dynamic(() =>
  import("./login/eident-return-page").then((module) => module.ElectronicIdReturnPage),
);

export const LazyAccountEntryPage = dynamic(() =>
  import("./account/account-entry-page").then((module) => module.AccountEntryPage),
);
