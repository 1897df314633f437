"use client";

import dynamic from "next/dynamic";

/*
 * The searches' client code in chunks of their own. The site shell renders every template from
 * one route, so a client component a template imports directly is loaded on every page of the
 * site; through these the browser loads a search's code only on that search's pages. They still
 * render on the server (the results are in the HTML), and Next preloads each chunk in the page
 * that uses it.
 */

export const LazyHomeSearchPage = dynamic(() => import("./home/home-search-page").then((module) => module.HomeSearchPage));

export const LazyPremisesSearchPage = dynamic(() =>
  import("./listings/premises/premises-search-page").then((module) => module.PremisesSearchPage),
);

export const LazySuccessionListPage = dynamic(() =>
  import("./listings/succession/succession-list-page").then((module) => module.SuccessionListPage),
);

export const LazyTextSearch = dynamic(() => import("./text/text-search").then((module) => module.TextSearch));
