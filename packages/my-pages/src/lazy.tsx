"use client";

import dynamic from "next/dynamic";

/*
 * My pages' client code in chunks of their own. The site shell renders every template from one
 * route, so a client component a template imports directly would be in the first load of every
 * page; through these only the my-pages page that uses one loads it. They still render on the
 * server, and Next preloads each chunk in the page that uses it.
 */

export const LazyActiveResidenceSwitch = dynamic(() =>
  import("./client/active-residence-switch").then((module) => module.ActiveResidenceSwitch),
);

export const LazyFavouritesAndInterests = dynamic(() =>
  import("./client/favourites-and-interests").then((module) => module.FavouritesAndInterests),
);

export const LazySettingsForm = dynamic(() => import("./client/settings-form").then((module) => module.SettingsForm));

export const LazySavedSearchList = dynamic(() =>
  import("./client/saved-search-list").then((module) => module.SavedSearchList),
);
