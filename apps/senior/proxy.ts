import { createProxy } from "@housing/site-shell/proxy";
import { app } from "./site";

export const proxy = createProxy(app);

// Static files and Next's own assets skip site resolution (kept literal: Next reads it at build time).
export const config = {
  matcher: ["/((?!_next/|favicon\\.ico|robots\\.txt|.*\\.[a-z0-9]+$).*)"],
};
