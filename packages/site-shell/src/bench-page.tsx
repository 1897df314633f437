import "server-only";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { benchPagesEnabled } from "./env";

/**
 * The trivial dynamic page `pnpm bench:ssr` compares the public pages with (tooling/bench/ssr.mjs):
 * rendered on every request, it prints the time and nothing else, inside a root layout of its own
 * (no site, no providers, no API). The proxy leaves `/_bench/` alone; the page answers 404 unless
 * HOUSING_BENCH_PAGES=1, so it is never a page of a site in production (it is in no sitemap either).
 */
export async function BenchDynamicPage() {
  await connection();
  if (!benchPagesEnabled()) notFound();
  return <p>{new Date().toISOString()}</p>;
}

export function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
