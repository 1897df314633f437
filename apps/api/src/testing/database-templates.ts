import { open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { CatalogueOptions } from "../seed/catalogue/build";

/*
 * Migrating and seeding a database takes seconds (PGlite's initdb alone several), and every test
 * file used to do it once per driver. The first file that asks for a seed variant builds it once
 * per run; the others start from a copy: PGlite from a dump of the built data folder, PostgreSQL
 * with CREATE DATABASE ... TEMPLATE. Each file still gets its own database to change as it likes.
 */

/** Where the run's templates live; provided by global-setup.ts, absent when a test runs without it. */
export interface TemplateRun {
  /** A folder of this run only: PGlite dumps, the PostgreSQL templates' ready marks and the build locks. */
  dir: string;
  /** Names this run's PostgreSQL template databases. */
  runId: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: TemplateRun | undefined;
  }
}

export function templateRun(): TemplateRun | undefined {
  return inject("databaseTemplates");
}

/** One name per seed variant: the catalogue is what varies between test files. */
export function variantKey(catalogue: CatalogueOptions | false): string {
  return catalogue === false ? "no-catalogue" : `catalogue-${catalogue.objects ?? "default"}`;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `build` in the one test file (of all workers) that first asks for `ready`, which `build`
 * writes last; the others wait for it. A build that fails leaves the next waiter to try (and
 * report the same error in its own file). Answers the build's result to the file that built.
 */
export async function buildOnce<T>(ready: string, build: () => Promise<T>): Promise<T | undefined> {
  const lockPath = `${ready}.lock`;
  for (;;) {
    if (await exists(ready)) return undefined;
    let lock;
    try {
      lock = await open(lockPath, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await sleep(100);
      continue;
    }
    try {
      // Built between the check and the lock.
      if (await exists(ready)) return undefined;
      return await build();
    } finally {
      await lock.close();
      await rm(lockPath, { force: true });
    }
  }
}

/** Writes a file whole or not at all: readers wait for its name. */
export async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  await writeFile(`${path}.part`, data);
  await rename(`${path}.part`, path);
}

export async function readDump(path: string): Promise<Blob> {
  return new Blob([await readFile(path)]);
}

export function pgliteDumpPath(run: TemplateRun, key: string): string {
  return join(run.dir, `pglite-${key}.tar`);
}

export function postgresReadyPath(run: TemplateRun, key: string): string {
  return join(run.dir, `postgres-${key}.ready`);
}

const TEMPLATE_PREFIX = "housing_api_template_";

export function postgresTemplateName(run: TemplateRun, key: string): string {
  return `${TEMPLATE_PREFIX}${run.runId}_${key.replaceAll("-", "_")}`;
}

/** The run's template databases go with the run (global-setup.ts's teardown). */
export async function dropPostgresTemplates(serverUrl: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [`${TEMPLATE_PREFIX}${runId}_`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
