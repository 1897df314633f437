import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { sites, type SiteCode } from "@housing/site-config";
import { expect } from "../fixtures";
import { API_ORIGIN } from "../env";

/*
 * Accounts a test makes for itself through the API (the suite shares one database: the demo
 * users stay as they are), and the mails the API's development outbox holds.
 */

export const API = API_ORIGIN;

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The newest outbox mail of a kind to an address (the dev page lists the newest first): its text,
 * link and attachments (file name → download address).
 */
export async function latestMail(request: APIRequestContext, kind: string, to: string) {
  let row: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get(`${API}/_dev/outbox`)).text();
      row = html.split("<tr>").find((cells) => cells.includes(`<td>${kind}</td><td>${to}</td>`));
      return Boolean(row);
    })
    .toBe(true);
  const text = unescapeHtml(/<pre>([\s\S]*?)<\/pre>/.exec(row!)?.[1] ?? "");
  const link = /<td><a href="(https?:[^"]+)">/.exec(row!)?.[1];
  const attachments = new Map<string, string>();
  for (const match of row!.matchAll(/<a href="(\/_dev\/outbox\/[^"]+)" download="([^"]+)">/g))
    attachments.set(unescapeHtml(match[2]!), `${API}${unescapeHtml(match[1]!)}`);
  return { text, link: link ? unescapeHtml(link) : undefined, attachments };
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
}

/**
 * Registers a user of the test's own through the API (spec section 7): the e-mail code from the
 * outbox, then the registration form. Requests come "from" an address of their own (the API
 * trusts loopback's X-Forwarded-For in the suite), so the per-address limits of other tests do
 * not reach them.
 */
export async function registerUser(
  request: APIRequestContext,
  password: string,
  options: { site?: SiteCode; firstName?: string } = {},
): Promise<TestUser> {
  const siteId = sites[options.site ?? "se"].siteId;
  const firstName = options.firstName ?? "Petra";
  const email = `losen.${randomUUID().slice(0, 8)}@example.com`;
  const headers = { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const asked = await request.post(`${API}/account_service/register/email_code`, {
    data: { email, siteId },
    headers,
  });
  expect(asked.status()).toBe(200);
  const code = /(\d{6})/.exec((await latestMail(request, "emailCode", email)).text)?.[1];
  expect(code).toBeTruthy();
  const registered = await request.post(`${API}/account_service/register`, {
    headers,
    data: {
      birthDate: "1990-05-05",
      firstName,
      lastName: "Lösenordsson",
      email,
      address: "Storgatan 3",
      postalCode: "113 51",
      city: "Stockholm",
      countryId: "se",
      phoneNumber: "070-765 43 21",
      emailCode: code,
      terms: true,
      password,
      siteId,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return { email, password, firstName };
}
