"use client";

import dynamic from "next/dynamic";

/*
 * The errands page's client code in a chunk of its own: every template renders from one route,
 * so through this only the errands page loads it. It still renders on the server.
 */
export const LazyErrandsView = dynamic(() => import("./errands/errands-view").then((module) => module.ErrandsView));
