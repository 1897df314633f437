import { Hono } from "hono";
import type { AppDependencies } from "../dependencies";
import { buildOpenApiDocument, type OpenApiDocument } from "./document";
import { DOCS_CONTENT_SECURITY_POLICY, renderDocsPage } from "./docs-page";

/** Paths of the documentation itself; they document the contract and are not part of it. */
export const DOCUMENTATION_PATHS = ["/openapi.json", "/docs"] as const;

/**
 * GET /openapi.json (the OpenAPI 3.1 document) and GET /docs (a page that renders it). Both are
 * built on the first request and kept: the document only changes with the code.
 */
export function openApiRoutes({ version }: Pick<AppDependencies, "version">): Hono {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const getDocument = () => (document ??= buildOpenApiDocument(version));

  return new Hono()
    .get("/openapi.json", (c) => c.json(getDocument()))
    .get("/docs", (c) => {
      page ??= renderDocsPage(getDocument());
      c.header("content-security-policy", DOCS_CONTENT_SECURITY_POLICY);
      return c.html(page);
    });
}
