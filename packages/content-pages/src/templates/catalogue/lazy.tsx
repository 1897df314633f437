"use client";

import dynamic from "next/dynamic";

/*
 * The catalogue pages' client islands in chunks of their own: every template renders from the
 * site shell's one route, so an island imported directly would be loaded on every page of the
 * site. They still render on the server, and Next preloads their chunks on the pages that use them.
 */

export const LazyGallery = dynamic(() => import("./gallery").then((module) => module.Gallery));

// The interest panel: the anonymous form, or a logged-in user's one click (its code loads only with a session).
export const LazyInterestForm = dynamic(() => import("./interest-section").then((module) => module.InterestSection));

// The heart of stage and home cards and pages: the same wrapper keeps its code off the site's other pages.
export const LazyFavouriteButton = dynamic(() =>
  import("@housing/residence-ui/favourite-button").then((module) => module.FavouriteButton),
);
