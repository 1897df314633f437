import type { Page } from "@playwright/test";
export declare const wcag22aaTags: string[];
export declare function axeViolations(
  page: Page,
): Promise<Array<{ id: string; impact: string | null | undefined; help: string; targets: string[] }>>;
