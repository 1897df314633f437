// `pnpm bench:faults`: the production shape keeps what its users sent while parts of it fail.
// Start the shape first (`npm run start:prod`, PostgreSQL as its throw-away cluster), then:
//
//   pnpm bench:faults [-- --users 24 --seconds 20]
//
// Logged-in demo users work all the time through the balancer: they add favourites, submit fault
// reports with a photo, open the search page and start a BankID login. Meanwhile, one after
// another, for --seconds each: one API process is killed (SIGKILL), one process of the Swedish app is
// killed, PostgreSQL restarts (a fast shutdown that ends every connection), and the provider
// simulators stop answering (SIGSTOP: their calls time out) for a while. start:prod starts a killed
// process again, as an orchestrator would.
//
// Afterwards every favourite and fault report the API acknowledged is looked up: "lost" counts the
// acknowledged ones that are not there (goal: zero). "Failed" counts user requests that got no
// answer, a 5xx or a 429, per fault; a failed write was never acknowledged, so the user was told and
// can send it again (the sites keep what was typed: spec section 9).
//
// Run with tsx (the seed's place ids of the fault reports are TypeScript): the package script does.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { restartPostgres } from "../postgres/index.mjs";
import { SE_SITE_ID } from "./catalogue-pages.mjs";
import { DEMO_PASSWORD, createVisitor, readTopology, root } from "./prod-client.mjs";
import { CASE_AREA_APARTMENT } from "../../packages/contracts/src/cases/index.ts";
import { agreementId, roomId } from "../../apps/api/src/seed/case-places.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    users: { type: "string", default: "24" },
    seconds: { type: "string", default: "20" },
  },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);

const topology = readTopology();
const api = topology.api.origin;
const se = topology.apps.find((app) => app.app === "se").origin;
const pids = () =>
  JSON.parse(readFileSync(join(process.env.HOUSING_PROD_DATA_DIR ?? join(root, ".prod"), "pids.json"), "utf8"));
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** The residents who report faults (their own apartment, or another address), the others only add favourites. */
const RESIDENTS = [
  { key: "anna", email: "anna.andersson@example.com", own: true },
  { key: "bjorn", email: "bjorn.andersson@example.com", own: false },
  { key: "erik", email: "erik.svensson@example.com", own: false },
  { key: "lisa", email: "lisa.holm@example.com", own: false },
];

const json = { accept: "application/json" };

// Logged in once each, through the balancer, as the API's own login answers (a bearer token).
const users = [];
for (let index = 0; index < USERS; index++) {
  const resident = RESIDENTS[index % RESIDENTS.length];
  const client = createVisitor(topology, 20_000 + index, { timeoutMs: 20_000 });
  const login = await client.send("POST", `${api}/account_service/login/email`, {
    body: { email: resident.email, password: DEMO_PASSWORD, siteId: SE_SITE_ID },
    headers: json,
  });
  if (login.status !== 200) throw new Error(`login ${resident.key}: HTTP ${login.status}: is the shape running?`);
  users.push({ client, resident, token: JSON.parse(login.text()).token });
}
const { hits: homes } = JSON.parse(
  (
    await users[0].client.send("POST", `${api}/residence/search_object`, {
      body: { siteId: SE_SITE_ID, limit: 200, offset: 0, filter: {} },
      headers: json,
    })
  ).text(),
);

const FAULT_REPORTS = 25;
let reportsSent = 0;

/** What the API acknowledged, to be looked up at the end. */
const acknowledged = { favourites: [], cases: [] };
const failedStatus = (status) => status === 0 || status >= 500;

/** A small JPEG-like photo (the upload checks the type from the first bytes). */
const photo = (() => {
  const bytes = new Uint8Array(20_000);
  for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 31) & 0xff;
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00], 0);
  return Buffer.from(bytes);
})();

function multipart(fields, file) {
  const boundary = `----housing-bench-${Math.random().toString(16).slice(2)}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="bild.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function oneAction(user, tally) {
  const auth = { ...json, authorization: `Bearer ${user.token}` };
  const roll = Math.random();
  let kind;
  let result;
  // Fault reports come from a resident's own apartment (Anna's), the ones a reporter can read back
  // afterwards (a report for another address is not: modules/cases/access.ts), at most
  // FAULT_REPORTS in a run: the request limit allows 30 uploads per account in 10 minutes.
  const reportsFault = roll >= 0.2 && roll < 0.25 && user.resident.own && reportsSent < FAULT_REPORTS;
  if (roll < 0.25 && !reportsFault) {
    kind = "favourite";
    const home = pick(homes);
    result = await user.client.send("POST", `${api}/signup_service/favorite`, {
      body: { stageId: home.stageId, objectId: home.id },
      headers: auth,
    });
    if (result.status === 200) acknowledged.favourites.push({ user, stageId: home.stageId, objectId: home.id });
  } else if (reportsFault) {
    kind = "fault report";
    reportsSent += 1;
    const { key, own } = user.resident;
    const { body, contentType } = multipart(
      {
        request: JSON.stringify({
          siteId: SE_SITE_ID,
          propertyId: "",
          area: CASE_AREA_APARTMENT,
          roomId: own ? roomId(key, 2) : roomId("placeholder-se-object", 2),
          description: `Felanmälan under fel: kranen droppar (${Math.random().toString(36).slice(2, 8)}).`,
          objectId: own ? agreementId(key) : "",
          ...(own ? {} : { address: "Storgatan 1", zipCode: "113 51", city: "Stockholm" }),
        }),
      },
      photo,
    );
    result = await user.client.send("POST", `${api}/case_management/customer/create_case`, {
      body,
      headers: { ...auth, "content-type": contentType },
    });
    if (result.status === 201) acknowledged.cases.push({ user, id: JSON.parse(result.text()).id });
  } else if (roll < 0.85) {
    kind = "search page";
    result = await user.client.send("GET", `${se}/sok-bostad/?minRooms=${1 + Math.floor(Math.random() * 4)}`);
  } else {
    kind = "BankID start";
    result = await user.client.send("POST", `${api}/account_service/login/bank_id/start`, {
      body: { flow: "login", siteId: SE_SITE_ID },
      headers: json,
    });
  }
  const entry = tally.get(kind) ?? { requests: 0, failed: 0, limited: 0 };
  entry.requests += 1;
  // A 429 is the request limit answering a user who sends too much, not the fault: counted apart.
  if (result.status === 429) entry.limited += 1;
  else if (failedStatus(result.status)) entry.failed += 1;
  tally.set(kind, entry);
}

/** Every user works for `seconds`, while `fault` (started after a quarter of it) does its damage. */
async function phase(name, seconds, fault) {
  const tally = new Map();
  const endAt = performance.now() + seconds * 1000;
  const work = Promise.all(
    users.map(async (user) => {
      while (performance.now() < endAt) {
        await oneAction(user, tally);
        // A person's pace: a second or three between clicks.
        await delay(1_000 + Math.random() * 2_000);
      }
    }),
  );
  await delay((seconds * 1000) / 4);
  const what = fault ? await fault() : "nothing";
  await work;
  return { name, what, tally };
}

const phases = [];
phases.push(await phase("steady", SECONDS, null));
phases.push(
  await phase("an API process killed", SECONDS, async () => {
    const pid = pids().api1;
    process.kill(pid, "SIGKILL");
    return `SIGKILL to api1 (pid ${pid})`;
  }),
);
phases.push(
  await phase("an app process killed", SECONDS, async () => {
    const pid = pids().se1;
    process.kill(pid, "SIGKILL");
    return `SIGKILL to se1 (pid ${pid})`;
  }),
);
phases.push(
  await phase("PostgreSQL restarted", SECONDS, async () => {
    if (!topology.postgres) return "skipped: DATABASE_URL is not the shape's own cluster";
    const startedAt = performance.now();
    restartPostgres(topology.postgres.cluster);
    return `pg_ctl restart -m fast (${Math.round(performance.now() - startedAt)} ms down)`;
  }),
);
phases.push(
  await phase("providers time out", SECONDS, async () => {
    const pid = pids().simulators;
    process.kill(-pid, "SIGSTOP");
    await delay((SECONDS * 1000) / 2);
    process.kill(-pid, "SIGCONT");
    return `SIGSTOP to the simulators for ${SECONDS / 2} s`;
  }),
);
// Let a restarted process come back before the lookups.
await delay(5_000);

// Lost: acknowledged and not there.
let lostFavourites = 0;
const favouritesOf = new Map();
for (const user of new Set(acknowledged.favourites.map((entry) => entry.user))) {
  const response = await user.client.send("GET", `${api}/signup_service/favorites`, {
    headers: { ...json, authorization: `Bearer ${user.token}` },
  });
  if (response.status !== 200) throw new Error(`favourites: HTTP ${response.status}`);
  favouritesOf.set(user, JSON.parse(response.text()).favorites);
}
for (const entry of acknowledged.favourites) {
  const found = favouritesOf.get(entry.user).some((f) => f.stageId === entry.stageId && f.objectId === entry.objectId);
  if (!found) lostFavourites += 1;
}
let lostCases = 0;
const lostStatuses = {};
for (const entry of acknowledged.cases) {
  const response = await entry.user.client.send("GET", `${api}/case_management/customer/case/${entry.id}`, {
    headers: { ...json, authorization: `Bearer ${entry.user.token}` },
  });
  if (response.status !== 200) {
    lostCases += 1;
    lostStatuses[response.status] = (lostStatuses[response.status] ?? 0) + 1;
  }
}

console.log(`\n### bench:faults: ${USERS} users through ${api} and ${se}, ${SECONDS} s per fault\n`);
console.log("| fault | what was done | requests | failed | failed by kind | limited (429) |");
console.log("|---|---|---|---|---|---|");
for (const { name, what, tally } of phases) {
  const requests = [...tally.values()].reduce((sum, entry) => sum + entry.requests, 0);
  const failed = [...tally.values()].reduce((sum, entry) => sum + entry.failed, 0);
  const byKind = [...tally]
    .filter(([, entry]) => entry.failed > 0)
    .map(([kind, entry]) => `${kind} ${entry.failed}/${entry.requests}`);
  const limited = [...tally.values()].reduce((sum, entry) => sum + entry.limited, 0);
  console.log(`| ${name} | ${what} | ${requests} | ${failed} | ${byKind.join(", ") || "none"} | ${limited} |`);
}
console.log(
  `\nAcknowledged: ${acknowledged.favourites.length} favourites, ${acknowledged.cases.length} fault reports. Lost: ${lostFavourites} favourites, ${lostCases} fault reports${lostCases ? ` (lookups answered ${JSON.stringify(lostStatuses)})` : ""} (goal 0).`,
);
for (const user of users) user.client.close();
process.exit(lostFavourites + lostCases > 0 ? 1 : 0);
