"use client";
export { SiteErrorBoundary as default } from "@housing/site-shell/error-page";
