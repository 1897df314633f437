"use client";

import { Suspense, lazy } from "react";
import type { ChatLauncherProps } from "./launcher/chat-launcher";

/*
 * The chat's launcher in a chunk of its own: the slot renders it only in local and dev, so no other
 * build's pages load it. The dialog loads from the launcher when it first opens.
 *
 * React's `lazy` rather than `next/dynamic`: for this chunk the production build (Turbopack) wrote
 * a preload into the server's loadable manifest under a chunk name it never emitted, so every
 * page asked for a script that answered 404 (auth-bankid's lazy.tsx met the same). With `lazy` the
 * server still renders the button into the HTML, and the browser loads the chunk as it hydrates.
 */
const Launcher = lazy(() => import("./launcher/chat-launcher").then((module) => ({ default: module.ChatLauncher })));

export function LazyChatLauncher(props: ChatLauncherProps) {
  return (
    <Suspense fallback={null}>
      <Launcher {...props} />
    </Suspense>
  );
}
