import type { SiteKey } from "@housing/site-config";
import type { StartPageCopy } from "./types";

/** Start page copy in each site's own language and brand voice. */
export const startPages: Record<SiteKey, StartPageCopy> = {
  Jmse: {
    title: "Fjällvik Bostad – nyproducerade hem i hela Sverige",
    description: "Hitta ditt nästa hem bland Fjällvik Bostads nyproducerade bostäder i hela Sverige.",
    hero: {
      heading: "Hem som håller för livet",
      text: "Nyproducerade bostäder med genomtänkta planlösningar, ljusa rum och närhet till naturen.",
      ctaLabel: "Så köper du bostad",
    },
    facts: {
      heading: "Fjällvik Bostad i siffror",
      items: [
        { value: "1 850", label: "bostäder i produktion" },
        { value: "42", label: "pågående projekt" },
        { value: "9 av 10", label: "kunder skulle rekommendera oss" },
      ],
    },
    text: {
      heading: "Tryggt från bokning till inflyttning",
      paragraphs: [
        "Vi har byggt hem i över fyrtio år. Varje bostad besiktigas av en oberoende besiktningsman innan du flyttar in.",
        "Som köpare får du en egen kontaktperson och tillgång till Mina sidor med avtal, tidslinje och ärenden.",
      ],
    },
    otherSiteText: {
      site: "Seniorgarden",
      heading: "Gemenskap efter 55",
      paragraphs: ["Den här texten delas med Fjällvik Seniorgården och visas bara där."],
    },
  },
  JmseEn: {
    title: "Fjällvik Homes – new homes in Sweden",
    description: "Corporate information about Fjällvik, the Swedish developer of new homes and neighbourhoods.",
    hero: {
      heading: "Homes built for life",
      text: "Fjällvik develops new homes in Sweden, Norway and Finland. Here you find our corporate information in English.",
      ctaLabel: "About buying a home",
    },
    facts: {
      heading: "Fjällvik in numbers",
      items: [
        { value: "1,850", label: "homes under construction" },
        { value: "3", label: "countries" },
        { value: "2,400", label: "employees" },
      ],
    },
    text: {
      heading: "Only corporate information is in English",
      paragraphs: [
        "Home search, my pages and booking are available on our Swedish site.",
        "Our customer service is happy to answer questions in English.",
      ],
    },
    otherSiteText: {
      site: "Jmse",
      heading: "Shared with the Swedish site",
      paragraphs: ["This text is shared with the Swedish site and shown only there."],
    },
  },
  Seniorgarden: {
    title: "Fjällvik Seniorgården – bekvämt boende för dig över 55",
    description: "Tillgängliga bostäder med gemenskap, trygghet och service för dig som fyllt 55.",
    hero: {
      heading: "Bo bekvämt, umgås när du vill",
      text: "Ljusa lägenheter utan trösklar, med gemensamma rum för middagar, träning och kurser.",
      ctaLabel: "Så köper du bostad",
    },
    facts: {
      heading: "Seniorgården i korthet",
      items: [
        { value: "55+", label: "år för att flytta in" },
        { value: "14", label: "seniorgårdar" },
        { value: "100 %", label: "tillgänglighetsanpassat" },
      ],
    },
    text: {
      heading: "Gemenskap på dina villkor",
      paragraphs: [
        "Varje Seniorgård har en värd som ordnar aktiviteter och hjälper till med det praktiska.",
        "Du äger din bostad och bestämmer själv hur mycket du vill delta.",
      ],
    },
    otherSiteText: {
      site: "Boratt",
      heading: "Bo med låg insats",
      paragraphs: ["Den här texten delas med Fjällvik Borätt och visas bara där."],
    },
  },
  Boratt: {
    title: "Fjällvik Borätt – ditt första egna hem med låg insats",
    description:
      "Borätt gör det enklare att flytta till ett nyproducerat hem: låg insats och förutsägbar månadsavgift.",
    hero: {
      heading: "Ett eget hem utan stort bolån",
      text: "Med borätt betalar du en låg insats och en månadsavgift, och bor lika tryggt som i en bostadsrätt.",
      ctaLabel: "Så fungerar borätt",
    },
    facts: {
      heading: "Borätt i siffror",
      items: [
        { value: "10 %", label: "insats av bostadens värde" },
        { value: "6", label: "kvarter med borätter" },
        { value: "0 kr", label: "i lånelöfte från banken" },
      ],
    },
    text: {
      heading: "Så fungerar borätt",
      paragraphs: [
        "Du köper en andel i föreningen med en insats på tio procent. Resten finansierar föreningen.",
        "Flyttar du säljer du rätten vidare, precis som en bostadsrätt.",
      ],
    },
    otherSiteText: {
      site: "Seniorgarden",
      heading: "Seniorboende",
      paragraphs: ["Den här texten delas med Fjällvik Seniorgården och visas bara där."],
    },
  },
  Jmno: {
    title: "Fjällvik Bolig – nye boliger på Østlandet",
    description: "Finn din neste bolig blant de nye prosjektene til Fjällvik Bolig på Østlandet.",
    hero: {
      heading: "Hjem som varer hele livet",
      text: "Nye boliger med gjennomtenkte planløsninger, lyse rom og kort vei til marka.",
      ctaLabel: "Slik kjøper du bolig",
    },
    facts: {
      heading: "Fjällvik Bolig i tall",
      items: [
        { value: "620", label: "boliger under bygging" },
        { value: "11", label: "pågående prosjekter" },
        { value: "5 år", label: "reklamasjonsrett" },
      ],
    },
    text: {
      heading: "Trygt fra kontrakt til overtakelse",
      paragraphs: [
        "Alle boliger selges etter bustadoppføringslova, og du får ettårsbefaring etter innflytting.",
        "På Mine sider finner du kontrakter, tidslinje og reklamasjoner samlet.",
      ],
    },
    otherSiteText: {
      site: "Jmoy",
      heading: "Delt med Finland",
      paragraphs: ["Denne teksten deles med det finske nettstedet og vises bare der."],
    },
  },
  Jmoy: {
    title: "Fjällvik Koti – uusia koteja pääkaupunkiseudulla",
    description: "Löydä seuraava kotisi uusista kohteistamme pääkaupunkiseudulla – Fjällvik Koti.",
    hero: {
      heading: "Koti, joka kestää koko elämän",
      text: "Uusia asuntoja harkituilla pohjaratkaisuilla, valoisilla huoneilla ja lähellä luontoa.",
      ctaLabel: "Näin ostat asunnon",
    },
    facts: {
      heading: "Fjällvik Koti lukuina",
      items: [
        { value: "480", label: "asuntoa rakenteilla" },
        { value: "8", label: "käynnissä olevaa hanketta" },
        { value: "10 v", label: "rakentajan vastuu" },
      ],
    },
    text: {
      heading: "Turvallisesti varauksesta muuttoon",
      paragraphs: [
        "Kaikki kohteemme myydään asuntokauppalain mukaisesti, ja vuositarkastus tehdään vuoden kuluttua muutosta.",
        "Omilta sivuilta löydät sopimukset, aikajanan ja vikailmoitukset.",
      ],
    },
    otherSiteText: {
      site: "Jmno",
      heading: "Jaettu Norjan kanssa",
      paragraphs: ["Tämä teksti jaetaan norjalaisen sivuston kanssa ja näytetään vain siellä."],
    },
  },
  Entreprenad: {
    title: "Fjällvik Entreprenad – vi bygger åt dig som beställer",
    description: "Fjällvik Entreprenad bygger bostäder, skolor och lokaler åt offentliga och privata beställare.",
    hero: {
      heading: "Byggpartnern som tar ansvar hela vägen",
      text: "Från förskolor och vårdboenden till hela kvarter: vi bygger åt kommuner, fastighetsägare och bostadsrättsföreningar.",
      ctaLabel: "Se våra tjänster",
    },
    facts: {
      heading: "Fjällvik Entreprenad i siffror",
      items: [
        { value: "65", label: "pågående entreprenader" },
        { value: "3,2 mdr", label: "kronor i omsättning" },
        { value: "0", label: "allvarliga olyckor 2024" },
      ],
    },
    text: {
      heading: "Tidigt samarbete, säkrare kalkyl",
      paragraphs: [
        "Vi arbetar gärna i partnering, där beställare, arkitekt och entreprenör tar fram projektet tillsammans.",
        "Våra platschefer är med från kalkyl till slutbesiktning.",
      ],
    },
    otherSiteText: {
      site: "Jmse",
      heading: "Nyproducerade hem",
      paragraphs: ["Den här texten delas med Fjällvik Bostad och visas bara där."],
    },
  },
};
