"use client";

import dynamic from "next/dynamic";

/*
 * The account place's client code in a chunk of its own (every page renders from one route; see
 * the search's lazy.tsx). It renders on the server (the login button is in the HTML); the
 * session's state loads inside it only for a visitor with a session cookie.
 */
export const LazyAccountButton = dynamic(() => import("./account-button").then((module) => module.AccountButton));

// The login's pages (src/pages): their wrappers sit here, beside the account place's, so every page
// carries one client module of this feature's rather than two; the pages' code loads only on them.
export const LazyLoginPage = dynamic(() => import("./pages/login/login-page").then((module) => module.LoginPage));

export const LazyElectronicIdReturnPage = dynamic(() =>
  import("./pages/login/eident-return-page").then((module) => module.ElectronicIdReturnPage),
);

export const LazyAccountEntryPage = dynamic(() =>
  import("./pages/account/account-entry-page").then((module) => module.AccountEntryPage),
);

/** The account's card in my pages' overview (slot `myPages.overview.account`). */
export const LazyAccountOverviewCard = dynamic(() =>
  import("./pages/account/account-entry-page").then((module) => module.AccountOverviewCard),
);

export const LazyRegisterPage = dynamic(() =>
  import("./pages/register/register-page").then((module) => module.RegisterPage),
);

export const LazyForgotPasswordPage = dynamic(() =>
  import("./pages/passwords/forgot-password-page").then((module) => module.ForgotPasswordPage),
);

export const LazySetPasswordPage = dynamic(() =>
  import("./pages/passwords/set-password-page").then((module) => module.SetPasswordPage),
);

export const LazyChangeEmailPage = dynamic(() =>
  import("./pages/passwords/change-email-page").then((module) => module.ChangeEmailPage),
);

export const LazyConsentPage = dynamic(() =>
  import("./pages/consent/consent-page").then((module) => module.ConsentPage),
);
