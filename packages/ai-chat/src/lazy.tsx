"use client";

import { lazyNamed } from "@housing/ui/lazy";

/*
 * The chat's launcher in a chunk of its own: the slot renders it only in local and dev, so no other
 * build's pages load it. The dialog loads from the launcher when it first opens. React's `lazy`
 * (ui's `lazyNamed`), not `next/dynamic`: for this chunk the build's preload named a chunk it never
 * wrote, so every page asked for a script that answered 404.
 */
export const LazyChatLauncher = lazyNamed(() =>
  import("./launcher/chat-launcher").then((module) => module.ChatLauncher),
);
