// `pnpm bench:faults`: the production shape keeps what its users sent while parts of it fail.
// Start the shape first (`npm run start:prod`, PostgreSQL as its throw-away cluster), then:
//
//   pnpm bench:faults [-- --users 24 --seconds 20]
//
// Logged-in demo users work all the time through the balancer: they add favourites, submit fault
// reports with a photo (the residents with an apartment of their own, at most 8 each in a run: the
// upload limit is 30 per account in 10 minutes), open the search page and start a BankID login; a
// VIP member pays the fee with Swish (the payer approving on the Swish simulator's phone) during
// each fault, and the Swedish buyers book a home online (click-to-buy) during each fault. Meanwhile,
// one after another, for --seconds each: one API process is killed (SIGKILL), one process of the
// Swedish app is killed, PostgreSQL restarts (a fast shutdown that ends every connection), and the
// provider simulators stop answering (SIGSTOP: their calls time out) for a while. start:prod starts
// a killed process again, as an orchestrator would.
//
// Every favourite, fault report and payment the API acknowledged is looked up at the end, every
// booking after its fault (then its buyer leaves it, so the home is for sale for the next fault):
// "lost" counts the acknowledged ones that are not there (goal: zero). "Failed" counts user
// requests that got no answer or a 5xx, per fault; a 429 (the request limit) is counted apart. A
// failed write was never acknowledged, so the user was told and can send it again (the sites keep
// what was typed: spec section 9).
//
// The seed has five VIP fees unpaid, so a run right after start:prod pays five; a second run
// against the same database finds nothing left to pay (it says so).
//
// Run with tsx (the seed's place ids of the fault reports are TypeScript): the package script does.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { restartPostgres } from "../postgres/index.mjs";
import { SE_SITE_ID } from "./catalogue-pages.mjs";
import { DEMO_PASSWORD, createVisitor, readTopology, root } from "./prod-client.mjs";
import {
  bookHome,
  bookableHomes,
  bookingStatus,
  isPaid,
  leaveBooking,
  payVipFee,
  signBooking,
  submitFaultReport,
} from "./faults-workload.mjs";

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
// The Swish simulator's payer side (the phone), on loopback as start:prod runs it.
const SWISH_PAYER = "http://127.0.0.1:4305";
// The BankID simulator's phone, where the buyer approves a signature.
const BANKID_PHONE = "http://127.0.0.1:4302";
const pids = () =>
  JSON.parse(readFileSync(join(process.env.HOUSING_PROD_DATA_DIR ?? join(root, ".prod"), "pids.json"), "utf8"));
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];

const SITE_IDS = {
  se: SE_SITE_ID,
  no: "b1ff3960-c9dd-5505-ada9-a3ac65e564e3",
  fi: "b8f51ba2-1136-547e-af45-e892b38701c4",
};

/**
 * A buyer's step values (booking-flow.test.ts's): their contact details, and a co-buyer who is
 * another demo user (Björn, Anna's co-buyer; Anna for Björn).
 */
function buyerOf({ key, email, buys }) {
  const coBuyer =
    key === "bjorn"
      ? {
          firstName: "Anna",
          lastName: "Andersson",
          securityNumber: "19850312-1231",
          email: "anna.andersson@example.com",
        }
      : {
          firstName: "Björn",
          lastName: "Andersson",
          securityNumber: "19820623-1238",
          email: "bjorn.andersson@example.com",
        };
  return {
    personalNumber: buys,
    buyer: { email, phoneNumber: "070-123 45 67", address: "Storgatan 1", postalCode: "113 51", city: "Stockholm" },
    coBuyer: { ...coBuyer, phoneNumber: "070-765 43 21" },
  };
}

/**
 * The demo users (README) and what each does besides favourites and page views: the residents with
 * an apartment of their own report faults there (only those reports are readable by their reporter,
 * modules/cases/access.ts); the VIP members with their fee unpaid pay it with Swish; the Swedish
 * buyers with a personal number book a home online. Anna both reports and books.
 */
const RESIDENTS = [
  { key: "anna", email: "anna.andersson@example.com", country: "se", reports: true, buys: "198503121231" },
  { key: "ola", email: "ola.nordmann@example.com", country: "no", reports: true },
  { key: "matti", email: "matti.virtanen@example.com", country: "fi", reports: true },
  { key: "erik", email: "erik.svensson@example.com", country: "se", pays: true, phone: "46701000001" },
  { key: "maria", email: "maria.ek@example.com", country: "se", pays: true, phone: "46701000002" },
  { key: "nils", email: "nils.strand@example.com", country: "se", pays: true, phone: "46701000003" },
  { key: "lena", email: "lena.dahl@example.com", country: "se", pays: true, phone: "46701000004" },
  { key: "oskar", email: "oskar.nyberg@example.com", country: "se", pays: true, phone: "46701000005" },
  { key: "bjorn", email: "bjorn.andersson@example.com", country: "se", buys: "198206231238" },
  { key: "elsa", email: "elsa.berglund@example.com", country: "se", buys: "198703224561" },
  { key: "hugo", email: "hugo.sandberg@example.com", country: "se", buys: "199306117897" },
  { key: "lisa", email: "lisa.holm@example.com", country: "se" },
  { key: "sofia", email: "sofia.lindqvist@example.com", country: "se" },
].map((resident) => ({
  ...resident,
  siteId: SITE_IDS[resident.country],
  ...(resident.buys ? buyerOf(resident) : {}),
}));

// The upload limit allows 30 reports per account in 10 minutes (core/rate-limit): a run sends at
// most 8 per reporter, so three runs in a row still have their reports answered.
const REPORTS_PER_RESIDENT = 8;

const json = { accept: "application/json" };

// Logged in once each, through the balancer, as the API's own login answers (a bearer token). The
// first user of each resident does the resident's payments and bookings (one running booking per buyer).
const users = [];
for (let index = 0; index < USERS; index++) {
  const resident = RESIDENTS[index % RESIDENTS.length];
  const client = createVisitor(topology, 20_000 + index, { timeoutMs: 20_000 });
  const login = await client.send("POST", `${api}/account_service/login/email`, {
    body: { email: resident.email, password: DEMO_PASSWORD, siteId: resident.siteId },
    headers: json,
  });
  if (login.status !== 200) throw new Error(`login ${resident.key}: HTTP ${login.status}: is the shape running?`);
  users.push({ client, resident, token: JSON.parse(login.text()).token, first: index < RESIDENTS.length });
}
const { hits: homes } = JSON.parse(
  (
    await users[0].client.send("POST", `${api}/residence/search_object`, {
      body: { siteId: SE_SITE_ID, limit: 200, offset: 0, filter: {} },
      headers: json,
    })
  ).text(),
);
// A home of a stage that sells online for each buyer: each buyer books its own, leaves it after the
// fault's lookup, and books it again in the next phase.
const buyers = users.filter((user) => user.first && user.resident.buys);
// A booking an earlier, interrupted run left running would keep its buyer from booking again.
for (const user of buyers) await leaveBooking({ api, user });
const bookable = buyers.length ? await bookableHomes({ api, user: buyers[0], homes, wanted: buyers.length }) : [];
buyers.forEach((user, index) => (user.home = bookable[index]));
// The seed has five VIP fees unpaid (Erik's and four payers'): one is paid during each fault.
users.filter((user) => user.first && user.resident.pays).forEach((user, index) => (user.payIn = index));

/** What the API acknowledged, to be looked up at the end (bookings: after each fault). */
const acknowledged = { favourites: [], cases: [], payments: [], bookings: [] };
const lost = { favourites: 0, cases: 0, payments: 0, bookings: 0 };
const lostHow = { cases: {}, payments: [], bookings: {} };
const reportsSent = new Map();
let nothingToPay = 0;
const failedStatus = (status) => status === 0 || status >= 500;

function counter(tally, kind) {
  return (status) => {
    const entry = tally.get(kind) ?? { requests: 0, failed: 0, limited: 0 };
    entry.requests += 1;
    // A 429 is the request limit answering a user who sends too much, not the fault: counted apart.
    if (status === 429) entry.limited += 1;
    else if (failedStatus(status)) entry.failed += 1;
    tally.set(kind, entry);
  };
}

/** The payment and the booking of a phase start once the fault has been done, to meet it. */
async function oneAction(user, tally, phase) {
  const auth = { ...json, authorization: `Bearer ${user.token}` };
  const { resident } = user;
  const afterFault = performance.now() >= phase.faultAt;
  if (user.first && resident.pays && afterFault && user.payIn === phase.index && !user.paid) {
    user.paid = true;
    const paid = await payVipFee({
      api,
      payerOrigin: SWISH_PAYER,
      user,
      count: counter(tally, "payment"),
      until: phase.endAt + 30_000,
    });
    if (paid?.paymentId) acknowledged.payments.push({ user, paymentId: paid.paymentId, phase: phase.name });
    else if (paid?.none) nothingToPay += 1;
    return;
  }
  if (user.first && resident.buys && user.home && afterFault && !user.bookedIn?.has(phase.index)) {
    (user.bookedIn ??= new Set()).add(phase.index);
    const booking = await bookHome({
      api,
      user,
      objectId: user.home,
      count: counter(tally, "booking"),
      until: phase.endAt + 30_000,
    });
    if (booking.status === "reserved") {
      const signed = await signBooking({
        api,
        phoneOrigin: BANKID_PHONE,
        user,
        bookingId: booking.bookingId,
        objectId: user.home,
        count: counter(tally, "booking"),
        until: phase.endAt + 30_000,
      });
      if (signed) booking.status = signed;
    }
    if (booking.bookingId) phase.bookings.push({ user, ...booking });
    return;
  }
  const roll = Math.random();
  const sent = reportsSent.get(resident.key) ?? 0;
  if (resident.reports && roll < 0.25 && sent < REPORTS_PER_RESIDENT && !user.reportedIn?.has(phase.index)) {
    // One report per user and fault, at most REPORTS_PER_RESIDENT per reporter in a run.
    (user.reportedIn ??= new Set()).add(phase.index);
    reportsSent.set(resident.key, sent + 1);
    const id = await submitFaultReport({ api, user, count: counter(tally, "fault report") });
    if (id) acknowledged.cases.push({ user, id });
    return;
  }
  const count = (kind, status) => counter(tally, kind)(status);
  if (roll < 0.25 && resident.country === "se") {
    const home = pick(homes);
    const result = await user.client.send("POST", `${api}/signup_service/favorite`, {
      body: { stageId: home.stageId, objectId: home.id },
      headers: auth,
    });
    count("favourite", result.status);
    if (result.status === 200) acknowledged.favourites.push({ user, stageId: home.stageId, objectId: home.id });
  } else if (roll < 0.85) {
    const result = await user.client.send("GET", `${se}/sok-bostad/?minRooms=${1 + Math.floor(Math.random() * 4)}`);
    count("search page", result.status);
  } else {
    const result = await user.client.send("POST", `${api}/account_service/login/bank_id/start`, {
      body: { flow: "login", siteId: SE_SITE_ID },
      headers: json,
    });
    count("BankID start", result.status);
  }
}

/**
 * After a fault: every booking the API acknowledged in it is looked up (a reserved one must still be
 * reserved, a started one must exist), then its buyer leaves it so the home is for sale again.
 */
async function checkBookings(phase) {
  for (const booking of phase.bookings) {
    acknowledged.bookings.push(booking);
    const now = await bookingStatus({ api, user: booking.user, bookingId: booking.bookingId });
    // A reserved booking may since have been signed; a signed one must be signed; a started one must exist.
    const kept =
      booking.status === "reserved"
        ? now === "reserved" || now === "signed"
        : booking.status === "signed"
          ? now === "signed"
          : !now.startsWith("HTTP");
    if (!kept) {
      lost.bookings += 1;
      const how = `${booking.status ?? "pending"}→${now}`;
      lostHow.bookings[how] = (lostHow.bookings[how] ?? 0) + 1;
    }
    await leaveBooking({ api, user: booking.user });
  }
}

/** Every user works for `seconds`, while `fault` (started after a quarter of it) does its damage. */
async function phase(name, seconds, fault) {
  const tally = new Map();
  const startAt = performance.now();
  const current = {
    name,
    index: phaseCount++,
    faultAt: startAt + (seconds * 1000) / 4,
    endAt: startAt + seconds * 1000,
    bookings: [],
  };
  const work = Promise.all(
    users.map(async (user) => {
      while (performance.now() < current.endAt) {
        await oneAction(user, tally, current);
        // A person's pace: a second or three between clicks.
        await delay(1_000 + Math.random() * 2_000);
      }
    }),
  );
  await delay((seconds * 1000) / 4);
  const what = fault ? await fault() : "nothing";
  await work;
  await checkBookings(current);
  return { name, what, tally };
}
let phaseCount = 0;

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
  if (!found) lost.favourites += 1;
}
for (const entry of acknowledged.cases) {
  const response = await entry.user.client.send("GET", `${api}/case_management/customer/case/${entry.id}`, {
    headers: { ...json, authorization: `Bearer ${entry.user.token}` },
  });
  if (response.status !== 200) {
    lost.cases += 1;
    lostHow.cases[response.status] = (lostHow.cases[response.status] ?? 0) + 1;
  }
}
for (const entry of acknowledged.payments) {
  if (!(await isPaid({ api, user: entry.user, paymentId: entry.paymentId }))) {
    lost.payments += 1;
    lostHow.payments.push(entry.phase);
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
  const limited = [...tally]
    .filter(([, entry]) => entry.limited > 0)
    .map(([kind, entry]) => `${kind} ${entry.limited}`);
  const limitedSum = [...tally.values()].reduce((sum, entry) => sum + entry.limited, 0);
  console.log(
    `| ${name} | ${what} | ${requests} | ${failed} | ${byKind.join(", ") || "none"} | ${limitedSum}${limited.length ? ` (${limited.join(", ")})` : ""} |`,
  );
}
const bookingsIn = (status) => acknowledged.bookings.filter((booking) => booking.status === status).length;
console.log("\n| kind | acknowledged | lost |\n|---|---|---|");
console.log(`| favourites | ${acknowledged.favourites.length} | ${lost.favourites} |`);
console.log(
  `| fault reports | ${acknowledged.cases.length} | ${lost.cases}${lost.cases ? ` (lookups answered ${JSON.stringify(lostHow.cases)})` : ""} |`,
);
console.log(
  `| payments (Swish, acknowledged Paid) | ${acknowledged.payments.length} | ${lost.payments}${lost.payments ? ` (in ${lostHow.payments.join(", ")})` : ""} |`,
);
console.log(
  `| bookings (started; ${bookingsIn("reserved")} reserved, ${bookingsIn("signed")} signed) | ${acknowledged.bookings.length} | ${lost.bookings}${lost.bookings ? ` (${JSON.stringify(lostHow.bookings)})` : ""} |`,
);
console.log(
  `\nFault reports sent: ${[...reportsSent].map(([key, sent]) => `${key} ${sent}`).join(", ")}. Homes booked online: ${bookable.length} for ${buyers.length} buyers. Payers with nothing left to pay: ${nothingToPay} times.`,
);
for (const user of users) user.client.close();
const lostAll = lost.favourites + lost.cases + lost.payments + lost.bookings;
process.exit(lostAll > 0 ? 1 : 0);
