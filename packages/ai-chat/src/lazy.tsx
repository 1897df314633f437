"use client";

import dynamic from "next/dynamic";

/*
 * The chat's launcher in a chunk of its own: the slot renders it only in local and dev, so no other
 * build's pages load it. The dialog loads from the launcher when it first opens.
 */
export const LazyChatLauncher = dynamic(() => import("./launcher/chat-launcher").then((module) => module.ChatLauncher));
