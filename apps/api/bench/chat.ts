// `pnpm bench:chat`: the AI chat's quality and speed on the seeded sites (modules/chat/README.md).
// For every question of the quality set (src/modules/chat/quality/questions.ts) it measures
// retrieval recall@3 (a right page among the first three distinct pages retrieved) and the share
// of answers of `POST /retriever/ai/chat` that cite a right page, per locale and overall, with the
// offline answerer; then the call's latency over HTTP (a real socket), one client at a time and
// with --clients concurrent clients. Target: recall@3 of at least 0.85. Exits non-zero below it
// unless --no-fail.
//
// Options: --objects N (catalogue size, default 500: the questions ask nothing that depends on it),
// --driver pglite|postgres (default pglite, as the local API), --clients N (default 8),
// --rounds N (passes over the set for latency, default 3), --verbose (list the misses), --no-fail.
import { parseArgs } from "node:util";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sites, type SiteConfig } from "@housing/site-config";
import type { ChatResponse } from "@housing/contracts/chat";
import { startPostgres } from "@housing/test-postgres";
import { createApp } from "../src/core/app";
import { openDatabase, type DatabaseHandle } from "../src/core/db/client";
import { runMigrations } from "../src/core/db/migrate";
import { seedDatabase } from "../src/seed/seed";
import { retrievePassages } from "../src/modules/chat/service/retrieve";
import { CHAT_OFF_TOPIC_QUESTIONS } from "../src/modules/chat/quality/off-topic";
import { CHAT_QUALITY_QUESTIONS, type ChatQualityQuestion } from "../src/modules/chat/quality/questions";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    objects: { type: "string", default: "500" },
    driver: { type: "string", default: "pglite" },
    clients: { type: "string", default: "8" },
    rounds: { type: "string", default: "3" },
    verbose: { type: "boolean", default: false },
    "no-fail": { type: "boolean", default: false },
  },
});
const RECALL_TARGET = 0.85;
const CLIENTS = Number(values.clients);
const ROUNDS = Number(values.rounds);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

interface Outcome {
  question: ChatQualityQuestion;
  site: SiteConfig;
  isRecalled: boolean;
  isCited: boolean;
  top: string[];
  answer: ChatResponse;
}

function summary(outcomes: readonly Outcome[]) {
  const share = (count: number) => round(outcomes.length === 0 ? NaN : count / outcomes.length);
  return {
    questions: outcomes.length,
    recallAt3: share(outcomes.filter((outcome) => outcome.isRecalled).length),
    citesRightPage: share(outcomes.filter((outcome) => outcome.isCited).length),
  };
}

async function bench(handle: DatabaseHandle) {
  await runMigrations(handle.connection);
  const seedStarted = performance.now();
  await seedDatabase(handle.db, undefined, { catalogue: { objects: Number(values.objects) } });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const app = createApp({ db: handle.db, driver: handle.driver, chat: { questionsPerMinute: 1_000_000 } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/retriever/ai/chat`;
  const ask = async (question: Pick<ChatQualityQuestion, "site" | "question">) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: question.question, siteName: sites[question.site].key }),
    });
    if (response.status !== 200) throw new Error(`ai/chat: HTTP ${response.status}`);
    const answer = (await response.json()) as ChatResponse;
    return { answer, ms: performance.now() - started };
  };
  try {
    const outcomes: Outcome[] = [];
    const sequential: number[] = [];
    for (const question of CHAT_QUALITY_QUESTIONS) {
      const site = sites[question.site];
      const passages = await retrievePassages(handle.db, site, question.question, 8);
      const top = [...new Set(passages.map((passage) => passage.url))].slice(0, 3);
      const { answer, ms } = await ask(question);
      sequential.push(ms);
      const isRight = (path: string) => question.answeredBy.includes(path);
      outcomes.push({
        question,
        site,
        isRecalled: top.some(isRight),
        isCited: answer.citations.some((citation) => isRight(citation.url)),
        top,
        answer,
      });
    }
    // Off-topic questions: an answer without citations is the honest "not found".
    const guesses: string[] = [];
    for (const question of CHAT_OFF_TOPIC_QUESTIONS) {
      const { answer } = await ask(question);
      if (answer.citations.length > 0)
        guesses.push(`${question.site} "${question.question}" → ${answer.citations[0]!.url}`);
    }
    for (let pass = 1; pass < ROUNDS; pass++)
      for (const question of CHAT_QUALITY_QUESTIONS) sequential.push((await ask(question)).ms);
    const concurrent: number[] = [];
    const queue = Array.from({ length: ROUNDS }, () => [...CHAT_QUALITY_QUESTIONS]).flat();
    const concurrentStarted = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let question = queue.shift(); question; question = queue.shift())
          concurrent.push((await ask(question)).ms);
      }),
    );
    const concurrentSeconds = (performance.now() - concurrentStarted) / 1000;
    sequential.sort((a, b) => a - b);
    concurrent.sort((a, b) => a - b);
    const locales = [...new Set(outcomes.map((outcome) => outcome.site.locale))];
    const overall = summary(outcomes);
    if (values.verbose) {
      for (const outcome of outcomes.filter((item) => !item.isRecalled || !item.isCited)) {
        console.error(
          `${outcome.isRecalled ? "cite" : "MISS"} ${outcome.question.site} "${outcome.question.question}" want ${outcome.question.answeredBy.join(" ")}\n` +
            `   top ${outcome.top.join(" ")}\n   answer ${outcome.answer.answer.slice(0, 140)}`,
        );
      }
    }
    console.log(
      JSON.stringify(
        {
          driver: handle.driver,
          objects: Number(values.objects),
          seedSeconds: round(seedSeconds, 1),
          answerer: "extractive",
          overall,
          offTopic: {
            questions: CHAT_OFF_TOPIC_QUESTIONS.length,
            declined: round(1 - guesses.length / CHAT_OFF_TOPIC_QUESTIONS.length),
            ...(values.verbose ? { guesses } : {}),
          },
          byLocale: Object.fromEntries(
            locales.map((locale) => [locale, summary(outcomes.filter((outcome) => outcome.site.locale === locale))]),
          ),
          latency: {
            sequential: {
              requests: sequential.length,
              p50Ms: round(percentile(sequential, 50), 1),
              p95Ms: round(percentile(sequential, 95), 1),
            },
            concurrent: {
              clients: CLIENTS,
              requests: concurrent.length,
              p50Ms: round(percentile(concurrent, 50), 1),
              p95Ms: round(percentile(concurrent, 95), 1),
              perSecond: round(concurrent.length / concurrentSeconds, 1),
            },
          },
          targetRecallAt3: RECALL_TARGET,
        },
        null,
        2,
      ),
    );
    return overall.recallAt3 >= RECALL_TARGET;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

let isPassing = false;
if (values.driver === "postgres") {
  const postgres = await startPostgres();
  try {
    const handle = await openDatabase({ databaseUrl: postgres.url });
    try {
      isPassing = await bench(handle);
    } finally {
      await handle.close();
    }
  } finally {
    postgres.stop();
  }
} else {
  const handle = await openDatabase({ pgliteDataDir: "memory://" });
  try {
    isPassing = await bench(handle);
  } finally {
    await handle.close();
  }
}
if (!isPassing && !values["no-fail"]) {
  console.error(`recall@3 below ${RECALL_TARGET}`);
  process.exit(1);
}
