import type { TextSearchHit, TextSearchResponse } from "@housing/contracts";
import { exampleTextSearchHit } from "@housing/contracts/examples";
import type { SiteConfig } from "@housing/site-config";
import { guid, illustration } from "./fixtures";

/* Text search answers in the four languages, for the text and corporate search and the header's quick search. */

/* Text search. */

type TextHitSeed = Pick<TextSearchHit, "category" | "title" | "description" | "url"> & { publishedAt?: string | null };

function textHit(site: SiteConfig, n: number, seed: TextHitSeed): TextSearchHit {
  return {
    ...exampleTextSearchHit,
    id: guid(7, n),
    language: site.locale,
    publishedAt: seed.publishedAt ?? null,
    image: seed.category === "news" ? illustration(seed.title, n) : null,
    ...seed,
    _formatted: { title: seed.title, description: seed.description },
  };
}

const TEXT_SEEDS: Record<SiteConfig["locale"], TextHitSeed[]> = {
  sv: [
    {
      category: "residencial",
      title: "Ekudden, Nacka",
      description: "42 bostadsrätter vid vattnet, tio minuter från Slussen.",
      url: "/sok-bostad/stockholms-lan/nacka/ekudden/",
    },
    {
      category: "news",
      title: "Säljstart för Ekudden i Nacka",
      description: "De 42 bostadsrätterna vid vattnet säljs från mars, först till VIP-medlemmar.",
      url: "/nyheter/saljstart-ekudden/",
      publishedAt: "2026-02-10T07:30:00.000Z",
    },
    {
      category: "content",
      title: "Så köper du en nyproducerad bostad",
      description: "Från intresseanmälan och bokningsavtal till tillval och inflyttning.",
      url: "/sa-kop-du/",
    },
    {
      category: "content",
      title: "Bostadsrätt eller äganderätt?",
      description: "Skillnaderna mellan upplåtelseformerna, och vad de betyder för din bostad.",
      url: "/sa-kop-du/upplatelseformer/",
    },
    {
      category: "career",
      title: "Projektledare bostadsutveckling, Stockholm",
      description: "Vi söker dig som vill leda våra bostadsprojekt från markanvisning till inflyttning.",
      url: "/karriar/lediga-jobb/projektledare/",
    },
  ],
  nb: [
    {
      category: "residencial",
      title: "Fjordtunet, Bærum",
      description: "36 selveierleiligheter med utsikt over fjorden.",
      url: "/finn-din-bolig/viken/baerum/fjordtunet/",
    },
    {
      category: "news",
      title: "Salgsstart for Fjordtunet",
      description: "Leilighetene i første byggetrinn legges ut for salg i april.",
      url: "/nyheter/salgsstart-fjordtunet/",
      publishedAt: "2026-03-02T08:00:00.000Z",
    },
    {
      category: "content",
      title: "Slik kjøper du ny bolig",
      description: "Fra interessemelding til innflytting.",
      url: "/slik-kjoper-du/",
    },
  ],
  fi: [
    {
      category: "residencial",
      title: "Meritähti, Espoo",
      description: "48 omistusasuntoa meren rannalla, metroaseman vieressä.",
      url: "/myytavat-asunnot/uusimaa/espoo/meritahti/",
    },
    {
      category: "news",
      title: "Meritähden myynti alkaa",
      description: "Ensimmäisen vaiheen asunnot tulevat myyntiin toukokuussa.",
      url: "/uutiset/meritahden-myynti-alkaa/",
      publishedAt: "2026-04-14T06:00:00.000Z",
    },
    {
      category: "content",
      title: "Näin ostat uuden kodin",
      description: "Varauksesta muuttopäivään: ostamisen vaiheet.",
      url: "/nain-ostat/",
    },
  ],
  en: [
    {
      category: "content",
      title: "About Fjällvik",
      description: "We have built homes in the Nordic countries since 1952.",
      url: "/en/about-us/",
    },
    {
      category: "content",
      title: "Sustainability report 2025",
      description: "How we cut the climate impact of our homes, stage by stage.",
      url: "/en/about-us/sustainability/",
    },
    {
      category: "career",
      title: "Site manager, Uppsala",
      description: "Lead one of our construction sites from groundwork to handover.",
      url: "/en/careers/site-manager/",
    },
  ],
};

export function textHits(site: SiteConfig, count?: number): TextSearchHit[] {
  const seeds = TEXT_SEEDS[site.locale];
  const length = count ?? seeds.length;
  return Array.from({ length }, (_, index) => {
    const seed = seeds[index % seeds.length]!;
    const round = Math.floor(index / seeds.length);
    return textHit(
      site,
      index,
      round === 0 ? seed : { ...seed, title: `${seed.title} (${round + 1})`, url: `${seed.url}${round + 1}/` },
    );
  });
}

export function longTextHits(site: SiteConfig): TextSearchHit[] {
  return [
    textHit(site, 90, {
      category: "news",
      title:
        "Byggstart för Kvarteret Kornknarren och Trädgårdsmästarens hus i Hagastaden: 140 bostadsrätter, förskola och ett nytt torg",
      description:
        "I dag tog vi det första spadtaget för kvarterets tre hus med sammanlagt 140 bostadsrätter i ett till sex rum, en förskola med sex avdelningar, lokaler för restaurang och handel i gatuplan och ett nytt torg som binder samman parken med tunnelbanans norra uppgång. Inflyttning planeras i etapper från hösten 2028.",
      url: "/nyheter/byggstart-kvarteret-kornknarren-och-tradgardsmastarens-hus-i-hagastaden/",
      publishedAt: "2026-05-20T06:00:00.000Z",
    }),
    ...textHits(site, 2),
  ];
}

export function textResponse(
  site: SiteConfig,
  query: string,
  hits: TextSearchHit[],
  total = hits.length,
  offset = 0,
): TextSearchResponse {
  const counts = { residencial: 0, news: 0, content: 0, career: 0 };
  for (const hit of hits) counts[hit.category] += 1;
  return {
    hits,
    query,
    processingTimeMs: 4,
    limit: 25,
    offset,
    estimatedTotalHits: total,
    facetDistribution: {
      category: total === hits.length ? counts : { ...counts, content: counts.content + total - hits.length },
    },
  };
}
