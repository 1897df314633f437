// What the users of `pnpm bench:faults` (faults.mjs) send besides favourites and page views: fault
// reports with a photo, a VIP fee paid with Swish, and a click-to-buy booking, each as the sites and
// the payer's phone send them, and how each is looked up afterwards. Every request goes through
// `count(kind, status)`, so the bench tallies them per fault.
//
// Run with tsx (the seed's place ids of the fault reports are TypeScript): the package script does.
import { request as httpRequest } from "node:http";
import { CASE_AREA_APARTMENT } from "../../packages/contracts/src/cases/index.ts";
import { agreementId, roomId } from "../../apps/api/src/seed/case-places.ts";

const json = { accept: "application/json" };
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const authOf = (user) => ({ ...json, authorization: `Bearer ${user.token}` });
const parse = (result) => {
  try {
    return JSON.parse(result.text());
  } catch {
    return null;
  }
};

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

const REPORT_TEXT = {
  se: "Felanmälan under fel: kranen droppar",
  no: "Feilmelding under feil: kranen drypper",
  fi: "Vikailmoitus vian aikana: hana tippuu",
};

/**
 * One fault report for the resident's own apartment (a report for another address is not readable
 * by its reporter: modules/cases/access.ts, so only these can be looked up). Answers the case id
 * the API acknowledged (201), or null.
 */
export async function submitFaultReport({ api, user, count }) {
  const { key, country, siteId } = user.resident;
  const { body, contentType } = multipart(
    {
      request: JSON.stringify({
        siteId,
        propertyId: "",
        area: CASE_AREA_APARTMENT,
        roomId: roomId(key, 2),
        description: `${REPORT_TEXT[country]} (${Math.random().toString(36).slice(2, 8)}).`,
        objectId: agreementId(key),
      }),
    },
    photo,
  );
  const result = await user.client.send("POST", `${api}/case_management/customer/create_case`, {
    body,
    headers: { ...authOf(user), "content-type": contentType },
  });
  count(result.status);
  return result.status === 201 ? (parse(result)?.id ?? null) : null;
}

/** POSTs JSON to a simulator's phone API (its JSON twin of the phone or payer page): the status, 0 when it did not answer. */
function postToPhone(url, body) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const call = httpRequest(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
        timeout: 5_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    call.on("timeout", () => call.destroy(new Error("timeout")));
    call.on("error", () => resolve(0));
    call.end(payload);
  });
}

/** The Swish payer's phone: approve one request. */
function approveOnPhone(payerOrigin, id) {
  return postToPhone(`${payerOrigin}/api/approve`, { id });
}

/**
 * The user pays their unpaid VIP fee as the payments page does, with Swish (spec sections 2 and 7):
 * createpaymentid, startswishpayment with the phone number, the payer approves on the phone, the
 * page polls paymentstatus until the API says PAID. A start the provider did not answer (503) is
 * started again, as the page's "try again" does. Answers
 * `{ paymentId }` once the API acknowledged it paid, `{ none: true }` when nothing is left to pay,
 * or null when it did not get there before `until`.
 */
export async function payVipFee({ api, payerOrigin, user, count, until, siteKey = "Jmse" }) {
  const auth = { headers: authOf(user) };
  const list = await user.client.send("GET", `${api}/my_pages/payments?siteKey=${siteKey}`, auth);
  count(list.status);
  if (list.status !== 200) return null;
  const unpaid = parse(list).payments.find(
    (payment) => payment.kind === "VipFee" && payment.status === "NotPaid" && payment.providers.includes("swish"),
  );
  if (!unpaid) return { none: true };
  const { paymentId } = unpaid;
  let attempt = null;
  let approved = false;
  while (performance.now() < until) {
    if (!attempt) {
      const created = await user.client.send("GET", `${api}/api/buyresidence/createpaymentid/${paymentId}`, auth);
      count(created.status);
      if (created.status !== 200) {
        await delay(1_000);
        continue;
      }
      const open = parse(created);
      if (open.paymentStatus === "Paid") return { paymentId };
      const started = await user.client.send("POST", `${api}/api/buyresidence/startswishpayment`, {
        body: { paymentId, paymentRequestId: open.paymentRequestId, payerAlias: user.resident.phone },
        headers: authOf(user),
      });
      count(started.status);
      if (started.status !== 200) {
        await delay(1_000);
        continue;
      }
      attempt = parse(started);
      if (attempt.status === "PAID") return { paymentId };
      if (attempt.status !== "CREATED" && attempt.status !== "NEW") {
        // Refused or ended: a new attempt, as the page offers.
        attempt = null;
        continue;
      }
    }
    if (!approved) approved = (await approveOnPhone(payerOrigin, attempt.paymentRequestId)) === 200;
    await delay(1_000);
    const status = await user.client.send(
      "GET",
      `${api}/api/buyresidence/paymentstatus/${paymentId}/${attempt.paymentRequestId}`,
      auth,
    );
    count(status.status);
    if (status.status !== 200) continue;
    const now = parse(status);
    if (now.status === "PAID" && now.paymentStatus === "Paid") return { paymentId };
    if (["DECLINED", "ERROR", "CANCELLED"].includes(now.status)) {
      attempt = null;
      approved = false;
    }
  }
  return null;
}

/** Whether the API has the payment as paid (the payments page's list). */
export async function isPaid({ api, user, paymentId, siteKey = "Jmse" }) {
  const list = await user.client.send("GET", `${api}/my_pages/payments?siteKey=${siteKey}`, { headers: authOf(user) });
  if (list.status !== 200) throw new Error(`payments: HTTP ${list.status}`);
  const payment = parse(list).payments.find((item) => item.paymentId === paymentId);
  return payment?.status === "Paid";
}

/**
 * Homes the user can book online (click-to-buy), found as the sites find them: the home search,
 * then each home's booking information (e2e `specs/click-to-buy/bookable.ts` does the same).
 */
export async function bookableHomes({ api, user, homes, wanted }) {
  const found = [];
  for (const home of homes) {
    if (found.length >= wanted) break;
    const answer = await user.client.send("GET", `${api}/api/buyresidence/getbookingobjectinformation/${home.id}`, {
      headers: authOf(user),
    });
    if (answer.status !== 200) continue;
    const info = parse(answer);
    if (info.flow && info.isBookable) found.push(home.id);
  }
  return found;
}

/**
 * The user books `objectId` as the click-to-buy page does: startbookingasync (202 and the booking's
 * id), then getbookingstatus until the reservation job has decided (202 while pending). Answers the
 * booking `{ bookingId, status }` once decided, `{ bookingId: null }` when the start was not
 * acknowledged, or `{ bookingId, status: null }` when it was still pending at `until`.
 */
export async function bookHome({ api, user, objectId, count, until }) {
  let bookingId = null;
  while (bookingId === null && performance.now() < until) {
    const started = await user.client.send("POST", `${api}/api/buyresidence/startbookingasync`, {
      body: { objectId },
      headers: authOf(user),
    });
    count(started.status);
    // A start without an answer may have been written: the same home again meets the same booking.
    if (started.status === 202) bookingId = parse(started).bookingId;
    else if (started.status < 500 && started.status !== 0 && started.status !== 429) return { bookingId: null };
    else await delay(1_000);
  }
  if (bookingId === null) return { bookingId: null };
  while (performance.now() < until) {
    await delay(500);
    const status = await user.client.send("GET", `${api}/api/buyresidence/getbookingstatus/${bookingId}`, {
      headers: authOf(user),
    });
    count(status.status);
    if (status.status === 200) return { bookingId, status: parse(status).status };
  }
  return { bookingId, status: null };
}

/** The booking as its buyer reads it now (getbookingstatus), or the HTTP status when not 200. */
export async function bookingStatus({ api, user, bookingId }) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await user.client.send("GET", `${api}/api/buyresidence/getbookingstatus/${bookingId}`, {
      headers: authOf(user),
    });
    if (answer.status === 200) return parse(answer).status;
    if (answer.status !== 202) return `HTTP ${answer.status}`;
    await delay(500);
  }
  return "pending";
}

/** The buyer leaves the booking (removebuyresidenceexpire), so the home is for sale for the next buyer. */
export async function leaveBooking({ api, user }) {
  const answer = await user.client.send("GET", `${api}/api/buyresidence/removebuyresidenceexpire`, {
    headers: authOf(user),
  });
  return answer.status;
}

/** The BankID simulator's phone: the buyer approves the signature. */
function approveSignature(phoneOrigin, autoStartToken, personalNumber) {
  return postToPhone(`${phoneOrigin}/api/approve`, { autoStartToken, personalNumber });
}

/** Sends one call until it is answered (not a 5xx, no answer or a 429), as a page's "try again" does. */
async function untilAnswered(send, count, until) {
  let result;
  do {
    result = await send();
    count(result.status);
    if (result.status !== 0 && result.status < 500 && result.status !== 429) return result;
    await delay(1_000);
  } while (performance.now() < until);
  return result;
}

/**
 * The reserved booking's form steps, the agreement and its BankID signature, as the click-to-buy
 * page sends them (the values of the API's own flow test, booking-flow.test.ts): personal
 * information with a co-buyer, the last option of each choice, financing with a 15 % down payment,
 * current housing; then signcontract, the BankID order, the buyer approving on the phone, and the
 * status polled until Signed. Answers "signed" once the API says so, else null.
 */
export async function signBooking({ api, phoneOrigin, user, bookingId, objectId, count, until }) {
  const { buyer, coBuyer } = user.resident;
  const step = (body) => () =>
    user.client.send("POST", `${api}/api/buyresidence/bookingstep/${bookingId}`, { body, headers: authOf(user) });
  const info = await untilAnswered(
    () =>
      user.client.send("GET", `${api}/api/buyresidence/getbookingobjectinformation/${objectId}/${bookingId}`, {
        headers: authOf(user),
      }),
    count,
    until,
  );
  if (info.status !== 200) return null;
  const choices = parse(info).choices ?? [];
  const personal = await untilAnswered(step({ step: "personal-info", values: { buyer, coBuyer } }), count, until);
  if (personal.status !== 200) return null;
  const chosen = await untilAnswered(
    step({ step: "choices", values: { options: choices.map((group) => group.options.at(-1).id) } }),
    count,
    until,
  );
  if (chosen.status !== 200) return null;
  const total = parse(chosen).totalPrice.amount;
  const down = Math.ceil(total * 0.15);
  const financed = await untilAnswered(
    step({
      step: "financing",
      values: { downPayment: String(down), loanAmount: String(total - down), bank: "Banken", hasLoanPromise: true },
    }),
    count,
    until,
  );
  if (financed.status !== 200) return null;
  const housed = await untilAnswered(
    step({ step: "accomodation", values: { currentHousing: "rented", mustSellFirst: false, message: "" } }),
    count,
    until,
  );
  if (housed.status !== 200) return null;
  while (performance.now() < until) {
    const contract = await untilAnswered(
      () =>
        user.client.send("POST", `${api}/api/buyresidence/signcontract`, {
          body: { bookingId },
          headers: authOf(user),
        }),
      count,
      until,
    );
    if (contract.status !== 200) return null;
    const started = await untilAnswered(
      () =>
        user.client.send("POST", `${api}/booking/bank_id/start`, {
          body: { payload: { bookingId } },
          headers: authOf(user),
        }),
      count,
      until,
    );
    if (started.status !== 200) return null;
    const { sessionId, autoStartToken } = parse(started);
    let approved = false;
    while (performance.now() < until) {
      if (!approved)
        approved = (await approveSignature(phoneOrigin, autoStartToken, user.resident.personalNumber)) === 200;
      await delay(1_000);
      const status = await user.client.send("GET", `${api}/booking/bank_id/status/${sessionId}`, {
        headers: authOf(user),
      });
      count(status.status);
      if (status.status !== 200) continue;
      const now = parse(status).status;
      if (now === "Signed") return "signed";
      // Failed or Cancelled (the order timed out while the phone did not answer): sign again.
      if (now !== "Pending") break;
    }
  }
  return null;
}
