"use client";

import dynamic from "next/dynamic";

/*
 * The explorer's launcher in a chunk of its own, on the stage and object pages only (every page
 * renders from one route). It still renders on the server; the explorer itself and three.js
 * load from it only when the explorer opens.
 */
export const LazyExplorerLauncher = dynamic(() =>
  import("./launcher/explorer-launcher").then((module) => module.ExplorerLauncher),
);
