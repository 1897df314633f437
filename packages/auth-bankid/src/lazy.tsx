"use client";

import { lazyNamed } from "@housing/ui/lazy";

/*
 * The feature's client code in chunks of its own (every page renders from one route; see the
 * search's lazy.tsx): the account place, and the login's pages, whose wrappers sit here so every
 * page carries one client module of this feature's rather than two.
 * They share the login's modules: React's `lazy` (ui's `lazyNamed`), not `next/dynamic`, whose
 * preload named a chunk the build never wrote.
 */

/**
 * The account place: it renders on the server (the login button is in the HTML); the session's
 * state loads inside it only for a visitor with a session cookie.
 */
export const LazyAccountButton = lazyNamed(() => import("./account-button").then((module) => module.AccountButton));

export const LazyLoginPage = lazyNamed(() => import("./pages/login/login-page").then((module) => module.LoginPage));

export const LazyElectronicIdReturnPage = lazyNamed(() =>
  import("./pages/login/eident-return-page").then((module) => module.ElectronicIdReturnPage),
);

/** The account's card in my pages' overview (slot `myPages.overview.account`). */
export const LazyAccountOverviewCard = lazyNamed(() =>
  import("./pages/account/account-entry-page").then((module) => module.AccountOverviewCard),
);

export const LazyRegisterPage = lazyNamed(() =>
  import("./pages/register/register-page").then((module) => module.RegisterPage),
);

export const LazyForgotPasswordPage = lazyNamed(() =>
  import("./pages/passwords/forgot-password-page").then((module) => module.ForgotPasswordPage),
);

export const LazySetPasswordPage = lazyNamed(() =>
  import("./pages/passwords/set-password-page").then((module) => module.SetPasswordPage),
);

export const LazyChangeEmailPage = lazyNamed(() =>
  import("./pages/passwords/change-email-page").then((module) => module.ChangeEmailPage),
);

export const LazyConsentPage = lazyNamed(() =>
  import("./pages/consent/consent-page").then((module) => module.ConsentPage),
);
