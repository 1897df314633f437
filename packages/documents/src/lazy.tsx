"use client";

import dynamic from "next/dynamic";

/*
 * The documents pages' client code in chunks of their own: every template renders from one route,
 * so through these only the documents pages load it (and only the action page the BankID view).
 * They still render on the server.
 */
export const LazyDocumentList = dynamic(() => import("./client/document-list").then((module) => module.DocumentList));
export const LazyDocumentAction = dynamic(() =>
  import("./client/document-action").then((module) => module.DocumentAction),
);
export const LazyDocumentDone = dynamic(() => import("./client/document-done").then((module) => module.DocumentDone));
