import * as v from "valibot";
import { HealthSchema, PageViewModelSchema, SiteLayoutSchema, type Health, type PageViewModel, type SiteLayout } from "@housing/contracts";
import type { KyInstance } from "ky";
import { ApiError } from "./errors";
import { call, viewModelPath } from "./client";

/**
 * GET {page path}/GetViewModel plus the page's query string (spec section 7).
 * A response that does not match the contract is an error, not a half-rendered page.
 */
export async function getPageViewModel(
  http: KyInstance,
  pagePath: string,
  searchParams?: URLSearchParams | Record<string, string>,
): Promise<PageViewModel> {
  const json = await call(() => http.get(viewModelPath(pagePath), { searchParams }).json());
  return parseOrThrow(PageViewModelSchema, json);
}

/** Footer, main and career navigation, language list and crisis banner (spec section 2). */
export async function getSiteLayout(http: KyInstance): Promise<SiteLayout> {
  const json = await call(() => http.get("api/content/layout").json());
  return parseOrThrow(SiteLayoutSchema, json);
}

export async function getHealth(http: KyInstance): Promise<Health> {
  const json = await call(() => http.get("health").json());
  return parseOrThrow(HealthSchema, json);
}

function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
    throw new ApiError(502, { problems }, "The API answered with an unexpected shape");
  }
  return result.output;
}
