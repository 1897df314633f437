import type { AppName } from "@housing/site-config";

/** The app this is: it serves the site(s) whose `app` is "boratt" in @housing/site-config. */
export const app: AppName = "boratt";
