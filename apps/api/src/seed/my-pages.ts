import { inArray } from "drizzle-orm";
import { sites as siteConfigs, type Locale, type SiteConfig, type SiteKey } from "@housing/site-config";
import type { Database } from "../core/db/client";
import {
  customerService,
  favourites,
  managementContacts,
  myPagesNews,
  notifications,
  userInterests,
} from "../core/db/schema";
import { DEMO_USERS, VIP_PAYERS, demoUserId, homesOf } from "./account";
import { stableUuid } from "./content/ids";

/*
 * My pages' seed: the residents' news of every site with the my-pages news switch (in the site's
 * language), every site's customer service and property management contacts, and the demo
 * users' favourites, interests and notifications. Fixed ids and dates: a second run gives the
 * same rows. Runs after the accounts (seed.ts), replacing only the demo users' rows.
 */

interface NewsCopy {
  slug: string;
  title: string;
  summary: string;
  body: string[];
  publishedOn: string;
}

/** The news items' slugs and titles of a site (its page rows: content/account-pages.ts), none where the switch is off. */
export function myPagesNewsOf(site: SiteConfig): Array<{ slug: string; title: string }> {
  if (!site.features.hasMyPagesNews) return [];
  return (NEWS[site.locale] ?? []).map(({ slug, title }) => ({ slug, title }));
}

const NEWS: Partial<Record<Locale, NewsCopy[]>> = {
  sv: [
    {
      slug: "valkommen-till-mina-sidor",
      title: "Välkommen till Mina sidor",
      summary: "Här samlar vi allt om ditt köp och ditt boende hos {brand}.",
      body: [
        "På Mina sidor ser du dina bostäder, dina favoriter och det som händer härnäst i ditt köp.",
        "Har du frågor når du kundservice under Kontakt.",
      ],
      publishedOn: "2026-09-01",
    },
    {
      slug: "sa-fungerar-felanmalan",
      title: "Så fungerar felanmälan",
      summary: "När du har flyttat in gör du felanmälan direkt på Mina sidor.",
      body: [
        "En månad efter inflyttningen hittar du Ärenden i menyn. Där anmäler du fel och följer dina ärenden.",
        "Akuta fel, som vattenläckor, anmäler du alltid per telefon till kundservice.",
      ],
      publishedOn: "2026-10-05",
    },
    {
      slug: "vinterforberedelser",
      title: "Förbered ditt hem för vintern",
      summary: "Några enkla råd inför den kalla årstiden.",
      body: [
        "Rensa golvbrunnar och kontrollera att ventilationsdonen är öppna.",
        "Stäng av och töm utvändiga vattenkranar innan frosten kommer.",
      ],
      publishedOn: "2026-10-28",
    },
  ],
  nb: [
    {
      slug: "velkommen-til-mine-sider",
      title: "Velkommen til Mine sider",
      summary: "Her samler vi alt om kjøpet og boligen din hos {brand}.",
      body: [
        "På Mine sider ser du boligene dine, favorittene dine og hva som skjer videre i kjøpet.",
        "Har du spørsmål, når du kundeservice under Kontakt.",
      ],
      publishedOn: "2026-09-01",
    },
    {
      slug: "slik-melder-du-feil",
      title: "Slik melder du feil",
      summary: "Når du har flyttet inn, melder du feil direkte på Mine sider.",
      body: [
        "En måned etter innflytting finner du Saker i menyen. Der melder du feil og følger sakene dine.",
        "Akutte feil, som vannlekkasjer, melder du alltid på telefon til kundeservice.",
      ],
      publishedOn: "2026-10-05",
    },
    {
      slug: "gjor-boligen-klar-for-vinteren",
      title: "Gjør boligen klar for vinteren",
      summary: "Noen enkle råd før den kalde årstiden.",
      body: ["Rens sluk og sjekk at ventilene er åpne.", "Steng og tøm utvendige vannkraner før frosten kommer."],
      publishedOn: "2026-10-28",
    },
  ],
  fi: [
    {
      slug: "tervetuloa-omille-sivuille",
      title: "Tervetuloa Omille sivuille",
      summary: "Kokoamme tänne kaiken kaupastasi ja asumisestasi {brand}lla.",
      body: [
        "Omilla sivuilla näet asuntosi, suosikkisi ja kauppasi seuraavat vaiheet.",
        "Jos sinulla on kysyttävää, asiakaspalvelun yhteystiedot löytyvät kohdasta Yhteystiedot.",
      ],
      publishedOn: "2026-09-01",
    },
    {
      slug: "nain-teet-vikailmoituksen",
      title: "Näin teet vikailmoituksen",
      summary: "Muuton jälkeen teet vikailmoituksen suoraan Omilla sivuilla.",
      body: [
        "Kuukauden kuluttua muutosta löydät valikosta kohdan Asiat. Siellä ilmoitat vioista ja seuraat asioitasi.",
        "Kiireelliset viat, kuten vesivuodot, ilmoitetaan aina puhelimitse asiakaspalveluun.",
      ],
      publishedOn: "2026-10-05",
    },
    {
      slug: "valmistaudu-talveen",
      title: "Valmistele kotisi talveen",
      summary: "Muutama helppo vinkki ennen kylmää vuodenaikaa.",
      body: [
        "Puhdista lattiakaivot ja tarkista, että venttiilit ovat auki.",
        "Sulje ja tyhjennä ulkovesihanat ennen pakkasia.",
      ],
      publishedOn: "2026-10-28",
    },
  ],
};

const SERVICE_HOURS: Record<Locale, string> = {
  sv: "Vardagar 8–17",
  nb: "Hverdager 8–16",
  fi: "Arkisin 8–16",
  en: "Weekdays 8am–5pm",
};

const PHONE_PREFIX: Record<SiteConfig["country"], string> = {
  se: "+46 8 120 456",
  no: "+47 22 40 50",
  fi: "+358 9 4150 60",
};

/** Management titles by language: the property manager (role 10, customer support) and customer service (11). */
const MANAGEMENT: Record<Locale, [string, string]> = {
  sv: ["Förvaltare", "Kundservice"],
  nb: ["Forvalter", "Kundeservice"],
  fi: ["Isännöitsijä", "Asiakaspalvelu"],
  en: ["Property manager", "Customer service"],
};

const allSites = Object.values(siteConfigs);
const domainOf = (site: SiteConfig) => `${site.code.replace("-", "")}.fjallvik.example`;

export async function seedMyPages(db: Database): Promise<void> {
  await db.delete(myPagesNews);
  const news = allSites
    .filter((site) => site.features.hasMyPagesNews)
    .flatMap((site) =>
      (NEWS[site.locale] ?? []).map((item) => ({
        id: stableUuid(`my-pages:news:${site.key}:${item.slug}`),
        siteKey: site.key,
        slug: item.slug,
        title: item.title,
        summary: item.summary.replaceAll("{brand}", site.siteName),
        body: item.body,
        publishedOn: item.publishedOn,
        imageUrl: null,
      })),
    );
  if (news.length > 0) await db.insert(myPagesNews).values(news);

  await db.delete(customerService);
  await db.insert(customerService).values(
    allSites.map((site) => ({
      siteKey: site.key,
      phone: `${PHONE_PREFIX[site.country]} 70`,
      email: `kundservice@${domainOf(site)}`,
      openingHours: SERVICE_HOURS[site.locale],
    })),
  );
  await db.delete(managementContacts);
  await db.insert(managementContacts).values(
    allSites.flatMap((site) => [
      {
        id: stableUuid(`my-pages:management:${site.key}:manager`),
        siteKey: site.key,
        role: 10,
        name: site.country === "fi" ? "Liisa Mäkinen" : site.country === "no" ? "Ingrid Bakke" : "Maria Holmberg",
        title: MANAGEMENT[site.locale][0],
        phone: `${PHONE_PREFIX[site.country]} 80`,
        email: `forvaltning@${domainOf(site)}`,
      },
      {
        id: stableUuid(`my-pages:management:${site.key}:service`),
        siteKey: site.key,
        role: 11,
        name: MANAGEMENT[site.locale][1],
        title: null,
        phone: `${PHONE_PREFIX[site.country]} 70`,
        email: `kundservice@${domainOf(site)}`,
      },
    ]),
  );
  await seedDemoSignups(db);
  await seedDemoNotifications(db);
}

const DEMO_KEYS = DEMO_USERS.map((user) => user.key);

/** Favourites and interests: Anna on se, Erik on se, Ola on no (none without a catalogue). */
async function seedDemoSignups(db: Database): Promise<void> {
  const ids = DEMO_KEYS.map(demoUserId);
  await db.delete(favourites).where(inArray(favourites.userId, ids));
  await db.delete(userInterests).where(inArray(userInterests.userId, ids));
  const se = await homesOf(db, "Jmse", 6);
  const no = await homesOf(db, "Jmno", 4);
  if (se.length < 6 || no.length < 4) return;
  const at = (day: number) => new Date(Date.UTC(2026, 9, day, 9, 0, 0));
  const favourite = (user: string, home: { stageId: string; objectId: string }, withObject: boolean, day: number) => ({
    id: stableUuid(`my-pages:favourite:${user}:${home.stageId}:${withObject ? home.objectId : ""}`),
    userId: demoUserId(user),
    stageId: home.stageId,
    objectId: withObject ? home.objectId : null,
    createdAt: at(day),
  });
  // Anna's and Ola's own homes are the first of their site (seed/account.ts): their cards start after them.
  await db
    .insert(favourites)
    .values([
      favourite("anna", se[1]!, false, 3),
      favourite("anna", se[2]!, true, 5),
      favourite("anna", se[3]!, false, 9),
      favourite("erik", se[4]!, false, 12),
      favourite("ola", no[3]!, false, 4),
      favourite("ola", no[3]!, true, 6),
    ]);
  await db.insert(userInterests).values([
    {
      id: stableUuid("my-pages:interest:anna:1"),
      userId: demoUserId("anna"),
      stageId: se[5]!.stageId,
      objectId: null,
      email: "anna.andersson@example.com",
      createdAt: at(10),
    },
    {
      id: stableUuid("my-pages:interest:erik:1"),
      userId: demoUserId("erik"),
      stageId: se[4]!.stageId,
      objectId: se[4]!.objectId,
      email: "erik.svensson@example.com",
      createdAt: at(14),
    },
  ]);
}

/**
 * The bell: the unpaid VIP fees (Erik and the payers) and Anna's errand update. The documents' items (Anna's and
 * Björn's contract to sign, Ola's interior choices to approve) come with the documents
 * (seed/documents.ts). What the site shows is the site's only.
 */
async function seedDemoNotifications(db: Database): Promise<void> {
  const ids = DEMO_KEYS.map(demoUserId);
  await db.delete(notifications).where(inArray(notifications.userId, ids));
  const row = (
    key: string,
    user: string,
    siteKey: SiteKey,
    notificationType: "VipPayment" | "DocumentSigning" | "Case",
    name: string,
    createdAt: string,
    extra: { subject?: string; errandId?: string; seenAt?: string } = {},
  ) => ({
    id: stableUuid(`my-pages:notification:${key}`),
    userId: demoUserId(user),
    siteKey,
    notificationType,
    name,
    subject: extra.subject ?? null,
    errandId: extra.errandId ?? null,
    createdAt: new Date(createdAt),
    seenAt: extra.seenAt ? new Date(extra.seenAt) : null,
  });
  await db.insert(notifications).values([
    row("erik:vip", "erik", "Jmse", "VipPayment", "vip_payment", "2026-10-20T08:00:00Z"),
    ...VIP_PAYERS.map((payer) =>
      row(`${payer}:vip`, payer, "Jmse", "VipPayment", "vip_payment", "2026-11-02T09:30:00Z"),
    ),
    row("anna:case", "anna", "Jmse", "Case", "case_updated", "2026-10-30T12:00:00Z", {
      subject: "Droppande kran i köket",
      errandId: "FEL-1024",
    }),
  ]);
}
