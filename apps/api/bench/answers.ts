// Saves the answers of a fixed set of searches, or compares them with a saved set, byte for
// byte: the check that a speed change left the responses alone. In process (createApp), on the
// database of DATABASE_URL or PGLITE_DATA_DIR (seed it first), with the clock at the seed's
// reference date so date-relative filters do not move between runs.
//
//   npx tsx bench/answers.ts save /tmp/answers.json
//   npx tsx bench/answers.ts compare /tmp/answers.json
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { TagHit } from "@housing/contracts";
import { sites, type SiteCode } from "@housing/site-config";
import { createApp } from "../src/core/app";
import { REFERENCE_DATE } from "../src/seed/catalogue/common";
import { Concept, DisposalForm, OutdoorArea, ResidenceType, StageStatus } from "../src/modules/catalogue/enums";
import { openDatabase } from "../src/core/db/client";
import { readEnv } from "../src/core/env";

interface Sample {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

const { positionals } = parseArgs({ allowPositionals: true });
const [mode, file] = positionals;
if ((mode !== "save" && mode !== "compare") || !file) {
  console.error("usage: tsx bench/answers.ts save|compare <file>");
  process.exit(2);
}

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDataDir: env.pgliteDataDir });
const app = createApp({ db: database.db, driver: database.driver, now: () => REFERENCE_DATE });

async function call(sample: Sample): Promise<string> {
  const response = await app.request(sample.path, {
    method: sample.method,
    ...(sample.body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(sample.body) }),
  });
  const text = await response.text();
  // The text search reports its own duration; everything else must match exactly.
  return `${response.status} ${response.headers.get("content-type") ?? ""}\n${text.replace(/"processingTimeMs":\d+/, '"processingTimeMs":0')}`;
}

/*
 * The order of the values inside a facet of facetDistribution follows the order in which the
 * database hands out its groups, which a hash aggregate does not fix (it changes between a
 * custom and a generic plan), so a second comparison sorts those values; all else stays as sent.
 */
function canonical(answer: string | undefined): string | undefined {
  if (answer === undefined) return undefined;
  const at = answer.indexOf("\n");
  const text = answer.slice(at + 1);
  if (!text.includes('"facetDistribution"')) return answer;
  const body = JSON.parse(text) as { facetDistribution?: Record<string, Record<string, number>> };
  if (!body.facetDistribution) return answer;
  for (const [facet, counts] of Object.entries(body.facetDistribution)) {
    body.facetDistribution[facet] = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
  }
  return `${answer.slice(0, at + 1)}${JSON.stringify(body)}`;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const text = await call({ name: path, method: "POST", path, body });
  return JSON.parse(text.slice(text.indexOf("\n") + 1)) as T;
}

const SORTS = [
  "recommended",
  "price:asc",
  "price:desc",
  "livingArea:asc",
  "livingArea:desc",
  "inhabitDateTimeStamp:asc",
  "inhabitDateTimeStamp:desc",
];

async function samplesOf(code: SiteCode): Promise<Sample[]> {
  const siteId = sites[code].siteId;
  const { hits: tags } = await post<{ hits: TagHit[] }>("/residence/search/tags", { siteId, text: "a", limit: 20 });
  const tag = tags[0]
    ? { id: tags[0].id, name: tags[0].name, url: tags[0].url, hasRental: tags[0].hasRental ?? false }
    : undefined;
  const filters: Record<string, object> = {
    default: {},
    tag: tag ? { tags: [tag] } : {},
    priceRooms: { maxPrice: 5_000_000, minRooms: 3, ...(tag ? { tags: [tag] } : {}) },
    area: { minArea: 60, maxArea: 120 },
    enums: {
      concepts: [Concept.allIds[0]],
      projectStatus: [StageStatus.allIds[0], StageStatus.allIds[1]],
      residenceType: [ResidenceType.allIds[0]],
      disposalForm: [DisposalForm.allIds[0]],
    },
    outdoor: { outdoorArea: [OutdoorArea.allIds[0]] },
    viewing: { viewing: true },
    inhabit: { inhabitDate: 1 },
    geo: { geoSearch: { type: "radius", lat: 59.33, lng: 18.07, radiusKm: 60 } },
  };
  const samples: Sample[] = [];
  for (const [name, filter] of Object.entries(filters)) {
    samples.push({
      name: `${code} stages+areas ${name}`,
      method: "POST",
      path: "/residence/stage_and_area_search",
      body: { siteId, filter },
    });
    samples.push({
      name: `${code} objects ${name}`,
      method: "POST",
      path: "/residence/search_object",
      body: { siteId, filter, limit: 30, offset: 0 },
    });
    samples.push({
      name: `${code} stages ${name}`,
      method: "POST",
      path: "/residence/search_stage",
      body: { siteId, filter, limit: 30, offset: 0 },
    });
    samples.push({
      name: `${code} tags ${name}`,
      method: "POST",
      path: "/residence/search/tags",
      body: { siteId, filter, text: "s", limit: 20 },
    });
  }
  for (const sort of SORTS) {
    samples.push({
      name: `${code} stages+areas ${sort}`,
      method: "POST",
      path: "/residence/stage_and_area_search",
      body: { siteId, sort, limit: 30 },
    });
    samples.push({
      name: `${code} objects ${sort}`,
      method: "POST",
      path: "/residence/search_object",
      body: { siteId, sort, limit: 30, offset: 60 },
    });
    samples.push({
      name: `${code} stages ${sort}`,
      method: "POST",
      path: "/residence/search_stage",
      body: { siteId, sort, limit: 30, offset: 30 },
    });
  }
  samples.push({
    name: `${code} objects offset 120`,
    method: "POST",
    path: "/residence/search_object",
    body: { siteId, limit: 30, offset: 120 },
  });
  samples.push({
    name: `${code} objects bulk`,
    method: "POST",
    path: "/residence/search_object",
    body: { siteId, limit: 400, offset: 0 },
  });
  samples.push({
    name: `${code} counties`,
    method: "POST",
    path: "/residence/search_stage_counties",
    body: { siteId },
  });
  for (const text of ["g", "gö", "göt", "upp", "nack", "oslo", "hel"]) {
    samples.push({
      name: `${code} tags ${text}`,
      method: "POST",
      path: "/residence/search/tags",
      body: { siteId, text, limit: 20 },
    });
  }
  samples.push({
    name: `${code} tags count`,
    method: "POST",
    path: "/residence/search/tags",
    body: { siteId, text: "a", limit: 0 },
  });
  for (const text of ["bostad", "lägenhet", "koti", "bolig"]) {
    samples.push({
      name: `${code} text ${text}`,
      method: "POST",
      path: "/textsearch",
      body: { siteId, text, categories: ["all"], take: 25 },
    });
  }
  return samples;
}

async function byIdSamples(): Promise<Sample[]> {
  const siteId = sites.se.siteId;
  const stages = await post<{ hits: { id: string }[] }>("/residence/search_stage", { siteId, limit: 60, offset: 0 });
  const objects = await post<{ hits: { id: string }[] }>("/residence/search_object", { siteId, limit: 60, offset: 0 });
  return [
    {
      name: "by ids stage",
      method: "POST",
      path: "/residence/search/by_ids/stage",
      body: { ids: stages.hits.map((hit) => hit.id).reverse() },
    },
    {
      name: "by ids object",
      method: "POST",
      path: "/residence/search/by_ids/object",
      body: { ids: objects.hits.map((hit) => hit.id).reverse() },
    },
    { name: "stage tags", method: "GET", path: `/residence/search/stage_tags/${siteId}`, body: undefined },
  ];
}

try {
  const samples: Sample[] = [];
  for (const code of ["se", "senior", "boratt", "no", "fi", "contractor"] as const)
    samples.push(...(await samplesOf(code)));
  samples.push(...(await byIdSamples()));
  const answers: Record<string, string> = {};
  for (const sample of samples) answers[sample.name] = await call(sample);
  if (mode === "save") {
    writeFileSync(file, JSON.stringify(answers, null, 1));
    const bytes = Object.values(answers).reduce((sum, text) => sum + text.length, 0);
    console.log(`saved ${samples.length} answers (${(bytes / 1e6).toFixed(1)} MB) to ${file}`);
  } else {
    const saved = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    const names = Object.keys({ ...saved, ...answers });
    const differing = names.filter(
      (name) => saved[name] !== answers[name] && canonical(saved[name]) !== canonical(answers[name]),
    );
    const reordered = names.filter((name) => saved[name] !== answers[name]).length - differing.length;
    for (const name of differing) {
      const [before, after] = [saved[name] ?? "", answers[name] ?? ""];
      let at = 0;
      while (at < before.length && before[at] === after[at]) at++;
      console.log(
        `DIFFERS: ${name} at ${at}\n  before: ${before.slice(Math.max(0, at - 80), at + 120)}\n  after:  ${after.slice(Math.max(0, at - 80), at + 120)}`,
      );
    }
    console.log(
      `${samples.length - differing.length} of ${samples.length} answers identical (${reordered} of them only after sorting facet values)`,
    );
    if (differing.length > 0) process.exitCode = 1;
  }
} finally {
  await database.close();
}
