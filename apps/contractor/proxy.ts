import { createProxy } from "@housing/site-shell/proxy";
import { app } from "./site";

export const proxy = createProxy(app);

// Static files and Next's own assets skip site resolution (kept literal: Next reads it at build time).
// So does the session bridge (`/_api/`): a request the proxy sees has its body held in memory and
// cut at 10 MB (experimental.proxyClientMaxBodySize); an upload must stream through whole.
export const config = {
  matcher: ["/((?!_next/|_api/|favicon\\.ico|robots\\.txt|.*\\.[a-z0-9]+$).*)"],
};
