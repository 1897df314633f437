import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { readTestDatabaseUrl } from "../core/env";
import { dropPostgresTemplates } from "./database-templates";

/**
 * A fresh place for the seeded templates of this run (database-templates.ts), so no run ever
 * starts from another run's seed, and the templates' removal when the run ends.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "housing-api-templates-"));
  const runId = randomBytes(4).toString("hex");
  project.provide("databaseTemplates", { dir, runId });
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const serverUrl = readTestDatabaseUrl();
    if (serverUrl) await dropPostgresTemplates(serverUrl, runId);
  };
}
