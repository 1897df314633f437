import { asc, eq, sql } from "drizzle-orm";
import type { ProspectusOrderRequest, ProspectusOrderResponse } from "@housing/contracts/showings";
import { getSiteByKey, type SiteConfig } from "@housing/site-config";
import { objects, stages } from "../../core/db/schema";
import { rowsOf } from "../content/service/rows";
import { publicOrigin } from "../account/outbox";
import type { Deps } from "./booking";
import { registerAnonymousInterest, registerUserInterest } from "./interest";
import { deliverSoon, queueShowingMail, SHOWING_MAIL_KINDS } from "./mails";
import { prospectusPdf } from "./prospectus";

/*
 * The order form: the stage's sales prospectus as a PDF by e-mail (through the outbox), and an
 * interest for the stage, on the user when logged in, else as the anonymous interest call stores it.
 */

const TEXTS: Record<
  SiteConfig["locale"],
  { subject: (stage: string) => string; body: (stage: string, link: string) => string; file: string }
> = {
  sv: {
    subject: (stage) => `Försäljningsprospekt: ${stage}`,
    body: (stage, link) =>
      `Tack för ditt intresse för ${stage}! Prospektet med prislistan finns i bilagan. Läs mer om projektet: ${link}`,
    file: "prospekt",
  },
  nb: {
    subject: (stage) => `Salgsprospekt: ${stage}`,
    body: (stage, link) =>
      `Takk for interessen for ${stage}! Prospektet med prislisten ligger i vedlegget. Les mer om prosjektet: ${link}`,
    file: "prospekt",
  },
  fi: {
    subject: (stage) => `Myyntiesite: ${stage}`,
    body: (stage, link) =>
      `Kiitos kiinnostuksestasi kohteeseen ${stage}! Myyntiesite hinnastoineen on liitteenä. Lue lisää kohteesta: ${link}`,
    file: "myyntiesite",
  },
  en: {
    subject: (stage) => `Sales prospectus: ${stage}`,
    body: (stage, link) =>
      `Thank you for your interest in ${stage}! The prospectus with its price list is attached. Read more: ${link}`,
    file: "prospectus",
  },
};

/** `prospekt-brf-tallkronan.pdf`: the file name from the stage's page path. */
export function prospectusFileName(site: SiteConfig, stageUrl: string): string {
  const slug = stageUrl.split("/").filter(Boolean).pop() ?? "stage";
  return `${TEXTS[site.locale].file}-${slug.replace(/[^a-z0-9-]/gi, "")}.pdf`;
}

export type OrderAnswer = ProspectusOrderResponse | { fieldErrors: Record<string, string[]> };

export async function orderProspectus(
  deps: Deps,
  request: ProspectusOrderRequest,
  userId: string | null,
): Promise<OrderAnswer> {
  const site = getSiteByKey(request.siteId);
  const [stage] = site
    ? await rowsOf<{
        id: string;
        name: string;
        url: string;
        short_description: string;
        area_name: string | null;
        municipality: string;
      }>(
        deps.db,
        sql`select s.id, s.name, s.url, s.short_description, at.name as area_name, mt.name as municipality
          from ${stages} s join search_tags mt on mt.id = s.municipality_tag_id left join search_tags at on at.id = s.area_tag_id
          where s.id = ${request.stageId} and s.site_key = ${site.key} limit 1`,
      )
    : [];
  if (!site || !stage) return { fieldErrors: { "body.stageId": ["notFound"] } };
  const homes = await deps.db
    .select({
      objectNumber: objects.objectNumber,
      rooms: objects.rooms,
      livingArea: objects.livingArea,
      price: objects.price,
      monthlyFee: objects.monthlyFee,
      statusId: objects.statusId,
    })
    .from(objects)
    .where(eq(objects.stageId, stage.id))
    .orderBy(asc(objects.objectNumber));
  const now = deps.now();
  const address = [stage.area_name, stage.municipality].filter(Boolean).join(", ");
  const pdf = await prospectusPdf({
    site,
    stageName: stage.name,
    address,
    description: stage.short_description,
    homes,
    createdAt: now,
  });
  const email = request.email.trim();
  const link = `${publicOrigin(deps, site)}${site.pathPrefix}${stage.url}`;
  const texts = TEXTS[site.locale];
  await deps.db.transaction(async (tx) => {
    await queueShowingMail(tx, deps, {
      kind: SHOWING_MAIL_KINDS.prospectus,
      to: email,
      subject: texts.subject(stage.name),
      body: texts.body(stage.name, link),
      link,
      attachments: [
        {
          name: prospectusFileName(site, stage.url),
          type: "application/pdf",
          base64: Buffer.from(pdf).toString("base64"),
        },
      ],
    });
    const contact = {
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      email,
      phone: request.phone.trim(),
    };
    if (userId) await registerUserInterest(tx, userId, stage.id, null, email, now);
    else {
      await registerAnonymousInterest(tx, site.key, stage.id, null, contact, {
        postalCode: request.postalCode.trim(),
        message: request.message.trim(),
      });
    }
  });
  deliverSoon(deps);
  return { email };
}
