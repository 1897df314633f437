import "server-only";
import { apiBaseUrl } from "@housing/site-config";
import { createSessionBridge } from "@housing/session/bridge";
import { serverEnv } from "./env";

/*
 * `/_api/{api path}` (the app's `app/%5Fapi/[...path]/route.ts`): the session bridge of
 * @housing/session/bridge, bound to the API host of the app's environment. Personal calls from
 * the browser go through it; the login token stays in the httpOnly cookie.
 */
let handler: ((request: Request) => Promise<Response>) | undefined;

function bridge(request: Request): Promise<Response> {
  handler ??= createSessionBridge({ apiBaseUrl: apiBaseUrl(serverEnv()) });
  return handler(request);
}

export { bridge as GET, bridge as HEAD, bridge as POST, bridge as PUT, bridge as PATCH, bridge as DELETE };
