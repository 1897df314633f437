import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { maxUploadBodyBytes, type UploadLimits } from "./limits";
import { sendUploadProblem } from "./problems";

const UPLOAD_HANDLERS = new WeakSet<object>();
// Hono keeps a sub-app's handler under this symbol when it wraps it in the sub-app's error handler.
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";

/**
 * The first middleware of a route that takes files: it marks the route, so the core's 1 MB body
 * limit passes it by (takesUploads), and refuses a declared length over the upload limit before
 * anything else runs. The body is then read by readUpload, which counts every byte itself:
 * Hono's bodyLimit would hold a body without a length in memory to count it.
 */
export function acceptUploads(limits: UploadLimits): MiddlewareHandler {
  const maxBytes = maxUploadBodyBytes(limits);
  const handler: MiddlewareHandler = async (c, next) => {
    const declared = c.req.header("content-length");
    if (declared !== undefined && !c.req.header("transfer-encoding") && Number(declared) > maxBytes) {
      return sendUploadProblem(c, { kind: "totalTooLarge" });
    }
    await next();
  };
  UPLOAD_HANDLERS.add(handler);
  return handler;
}

function isUploadHandler(handler: unknown): boolean {
  if (typeof handler !== "function") return false;
  if (UPLOAD_HANDLERS.has(handler)) return true;
  const inner = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return typeof inner === "function" && UPLOAD_HANDLERS.has(inner);
}

/** Whether the route this request matched starts with acceptUploads (for limitBody's exemption in core/app.ts). */
export function takesUploads(c: Context): boolean {
  return matchedRoutes(c).some((route) => isUploadHandler(route.handler));
}
