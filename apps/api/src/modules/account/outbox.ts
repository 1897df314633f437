import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { routePath, siteOrigin, type RouteKey, type SiteConfig } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import { outboxMails } from "../../core/db/schema";
import { describeError } from "../../core/logger";

/*
 * Mails are written to `outbox_mails` in the request that asks for them and sent afterwards by
 * `deliverOutbox` when a transport is configured (SMTP_URL); a mail that fails stays unsent and
 * is tried again with the next delivery, up to MAX_ATTEMPTS. Delivery is at least once.
 */

type Deps = Pick<AppDependencies, "db" | "now" | "logger" | "mailTransport" | "auth">;

export const MAIL_KINDS = ["emailCode", "resetPassword", "changeEmail"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const MAX_ATTEMPTS = 5;
const BATCH = 20;

type Texts = Record<MailKind, { subject: string; body: (value: string) => string }>;

/** The mails' words per language; the value is the code or the link. */
const TEXTS: Record<SiteConfig["locale"], Texts> = {
  sv: {
    emailCode: { subject: "Din verifieringskod", body: (code) => `Din kod är ${code}. Den gäller i 15 minuter.` },
    resetPassword: {
      subject: "Återställ ditt lösenord",
      body: (link) => `Välj ett nytt lösenord här (länken gäller i en timme): ${link}`,
    },
    changeEmail: {
      subject: "Bekräfta din nya e-postadress",
      body: (link) => `Bekräfta din nya e-postadress här: ${link}`,
    },
  },
  nb: {
    emailCode: { subject: "Din bekreftelseskode", body: (code) => `Koden din er ${code}. Den gjelder i 15 minutter.` },
    resetPassword: {
      subject: "Tilbakestill passordet ditt",
      body: (link) => `Velg et nytt passord her (lenken gjelder i en time): ${link}`,
    },
    changeEmail: {
      subject: "Bekreft den nye e-postadressen din",
      body: (link) => `Bekreft den nye e-postadressen din her: ${link}`,
    },
  },
  fi: {
    emailCode: { subject: "Vahvistuskoodisi", body: (code) => `Koodisi on ${code}. Se on voimassa 15 minuuttia.` },
    resetPassword: {
      subject: "Vaihda salasanasi",
      body: (link) => `Valitse uusi salasana täällä (linkki on voimassa tunnin): ${link}`,
    },
    changeEmail: {
      subject: "Vahvista uusi sähköpostiosoitteesi",
      body: (link) => `Vahvista uusi sähköpostiosoitteesi täällä: ${link}`,
    },
  },
  en: {
    emailCode: {
      subject: "Your verification code",
      body: (code) => `Your code is ${code}. It is valid for 15 minutes.`,
    },
    resetPassword: {
      subject: "Reset your password",
      body: (link) => `Choose a new password here (the link is valid for an hour): ${link}`,
    },
    changeEmail: {
      subject: "Confirm your new e-mail address",
      body: (link) => `Confirm your new e-mail address here: ${link}`,
    },
  },
};

/**
 * A link to a page of the site, on the site's public origin: HOUSING_SITE_ORIGINS' for the site,
 * else HOUSING_ACCOUNT_LINK_ORIGIN, else site-config's for the environment (locally the site's app).
 */
export function siteLink(
  deps: Pick<AppDependencies, "auth">,
  site: SiteConfig,
  route: RouteKey,
  query: string,
): string {
  const origin = publicOrigin(deps, site);
  const path = routePath(site, route) ?? "/";
  return `${origin}${site.pathPrefix}${path}?${query}`;
}

/** The site's public origin as mail links use it (siteLink). */
export function publicOrigin(deps: Pick<AppDependencies, "auth">, site: SiteConfig): string {
  return deps.auth.siteOrigins[site.code] ?? deps.auth.linkOrigin ?? siteOrigin(site.code, deps.auth.environment);
}

export async function queueMail(
  deps: Deps,
  mail: { kind: MailKind; to: string; site: SiteConfig; value: string; link?: string },
): Promise<void> {
  const texts = TEXTS[mail.site.locale][mail.kind];
  await deps.db.insert(outboxMails).values({
    kind: mail.kind,
    recipient: mail.to,
    subject: texts.subject,
    body: texts.body(mail.value),
    link: mail.link ?? null,
    createdAt: deps.now(),
  });
  // Sent after the answer: how long a send takes must not tell whether an account exists.
  if (deps.mailTransport) setImmediate(() => void deliverOutbox(deps));
}

/** Sends what is unsent; returns how many went out. Errors are logged without the mail. */
export async function deliverOutbox(deps: Pick<Deps, "db" | "now" | "logger" | "mailTransport">): Promise<number> {
  const transport = deps.mailTransport;
  if (!transport) return 0;
  let sent = 0;
  try {
    const pending = await deps.db
      .select()
      .from(outboxMails)
      .where(and(isNull(outboxMails.sentAt), lt(outboxMails.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outboxMails.createdAt))
      .limit(BATCH);
    for (const mail of pending) {
      // Claim the mail first, so two deliveries at once rarely send it twice.
      const claimed = await deps.db
        .update(outboxMails)
        .set({ attempts: sql`${outboxMails.attempts} + 1` })
        .where(and(eq(outboxMails.id, mail.id), eq(outboxMails.attempts, mail.attempts), isNull(outboxMails.sentAt)))
        .returning({ id: outboxMails.id });
      if (claimed.length === 0) continue;
      try {
        await transport.send({
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          ...(mail.attachments.length > 0
            ? {
                attachments: mail.attachments.map((file) => ({
                  filename: file.name,
                  contentType: file.type,
                  content: Buffer.from(file.base64, "base64"),
                })),
              }
            : {}),
        });
        await deps.db.update(outboxMails).set({ sentAt: deps.now() }).where(eq(outboxMails.id, mail.id));
        sent++;
      } catch (error) {
        deps.logger.warn("mail not sent", { kind: mail.kind, ...describeError(error) });
      }
    }
  } catch (error) {
    deps.logger.warn("outbox delivery failed", describeError(error));
  }
  return sent;
}

/** One attachment of a mail, for the dev outbox page's download link; undefined when there is none. */
export async function mailAttachment(deps: Pick<AppDependencies, "db">, mailId: string, index: number) {
  const [mail] = await deps.db
    .select({ attachments: outboxMails.attachments })
    .from(outboxMails)
    .where(eq(outboxMails.id, mailId))
    .limit(1);
  return mail?.attachments[index];
}

export async function latestMails(deps: Pick<AppDependencies, "db">, limit = 100) {
  return deps.db
    .select()
    .from(outboxMails)
    .orderBy(sql`${outboxMails.createdAt} desc`)
    .limit(limit);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** The dev outbox page: every mail with its link and a download link per attachment, all text escaped. */
export function outboxPage(mails: Awaited<ReturnType<typeof latestMails>>): string {
  const rows = mails
    .map((mail) => {
      const link =
        mail.link && /^https?:\/\//.test(mail.link)
          ? `<a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a>`
          : "";
      const files = mail.attachments
        .map(
          (file, index) =>
            `<a href="/_dev/outbox/${escapeHtml(mail.id)}/attachments/${index}" download="${escapeHtml(file.name)}">${escapeHtml(file.name)}</a>`,
        )
        .join("<br>");
      return `<tr><td>${escapeHtml(mail.createdAt.toISOString())}</td><td>${escapeHtml(mail.kind)}</td><td>${escapeHtml(mail.recipient)}</td><td>${escapeHtml(mail.subject)}</td><td><pre>${escapeHtml(mail.body)}</pre></td><td>${link}</td><td>${files}</td><td>${mail.sentAt ? "sent" : "queued"}</td></tr>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{white-space:pre-wrap;margin:0}</style>
</head><body><h1>Outbox (development only)</h1>
<table><thead><tr><th>created</th><th>kind</th><th>to</th><th>subject</th><th>text</th><th>link</th><th>attachments</th><th>state</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="8">No mails yet.</td></tr>'}
</tbody></table></body></html>`;
}
