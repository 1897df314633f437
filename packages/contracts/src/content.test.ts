import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ContentBlockSchema, type ContentBlockInput } from "./index";
import { failingPaths } from "./testing/issues";

/** One valid block of every type the templates use. */
const valid: ContentBlockInput[] = [
  { id: "m", type: "articleMeta", published: "2025-10-14", author: "Press", category: "Press" },
  {
    id: "i",
    type: "image",
    image: { url: "/media/a.jpg", alt: "Kv. Lärkan", width: 1200, height: 800 },
    caption: "Innergården",
  },
  { id: "q", type: "quote", quote: "Vi trivs.", author: "Anna", role: "Köpte 2024" },
  { id: "a", type: "accordion", heading: "Frågor", items: [{ question: "Hur?", answer: ["Så."] }] },
  {
    id: "l",
    type: "articleList",
    sort: "newest",
    items: [{ title: "Nyhet", date: "2025-01-31", excerpt: "Kort", href: "/nyheter/a/" }],
  },
  {
    id: "j",
    type: "jobList",
    jobs: [{ title: "Platschef", location: "Umeå", deadline: "2025-12-01", href: "/karriar/lediga-jobb/platschef/" }],
  },
  {
    id: "c",
    type: "contactCards",
    contacts: [{ name: "Eva", role: "Presschef", phone: "+46 8 123", email: "eva@example.com" }],
  },
  {
    id: "f",
    type: "fileList",
    files: [
      { title: "Årsredovisning 2024", date: "2025-03-20", size: 4_200_000, href: "/media/ar.pdf", format: "PDF" },
    ],
  },
  {
    id: "k",
    type: "campaign",
    heading: "Höstkampanj",
    text: "Vi bjuder på köket.",
    cta: { label: "Se bostäderna", href: "/sok-bostad/" },
    period: { start: "2025-10-01", end: "2025-11-30" },
  },
  {
    id: "v",
    type: "video",
    title: "Så bygger vi",
    provider: "youtube",
    url: "https://www.youtube.com/watch?v=abc",
    embedUrl: "https://www.youtube-nocookie.com/embed/abc",
  },
  { id: "ll", type: "linkList", links: [{ label: "Rapporter", href: "/rapporter/" }] },
  {
    id: "kf",
    type: "keyFigures",
    heading: "Nyckeltal",
    period: "Jan–sep 2025",
    figures: [{ label: "Omsättning", value: "4,2 mdkr" }],
  },
];

describe("content block schemas", () => {
  it.each(valid.map((block) => [block.type, block] as const))("accepts a %s block", (_type, block) => {
    expect(failingPaths(ContentBlockSchema, block)).toEqual([]);
  });

  it("accepts a sites list on any block and rejects an unknown site key", () => {
    const quote = valid.find((block) => block.type === "quote")!;
    expect(failingPaths(ContentBlockSchema, { ...quote, sites: ["Jmno", "Boratt"] })).toEqual([]);
    expect(failingPaths(ContentBlockSchema, { ...quote, sites: ["Atlantis"] })).toEqual(["sites.0"]);
  });

  it("rejects dates that are not calendar days yyyy-MM-dd", () => {
    const list = valid.find((block) => block.type === "articleList")!;
    const withDate = (date: string) => ({ ...list, items: [{ title: "x", date, excerpt: "", href: "/x/" }] });
    expect(failingPaths(ContentBlockSchema, withDate("31.01.2025"))).toEqual(["items.0.date"]);
    expect(failingPaths(ContentBlockSchema, withDate("2025-13-01"))).toEqual(["items.0.date"]);
    expect(failingPaths(ContentBlockSchema, withDate("2025-01-31"))).toEqual([]);
  });

  it("rejects a campaign whose period ends before it starts", () => {
    const campaign = valid.find((block) => block.type === "campaign")!;
    const result = v.safeParse(ContentBlockSchema, { ...campaign, period: { start: "2025-12-01", end: "2025-11-30" } });
    expect(result.success).toBe(false);
  });

  it("rejects a contact with a malformed e-mail, a negative file size and an empty accordion", () => {
    expect(
      failingPaths(ContentBlockSchema, {
        id: "c",
        type: "contactCards",
        contacts: [{ name: "Eva", role: "", email: "eva" }],
      }),
    ).toEqual(["contacts.0.email"]);
    const files = valid.find((block) => block.type === "fileList")!;
    expect(
      failingPaths(ContentBlockSchema, {
        ...files,
        files: [{ title: "x", date: "2025-01-01", size: -1, href: "/x.pdf", format: "PDF" }],
      }),
    ).toEqual(["files.0.size"]);
    expect(failingPaths(ContentBlockSchema, { id: "a", type: "accordion", items: [] })).toEqual(["items"]);
  });

  it("rejects a video without an absolute player address", () => {
    const video = valid.find((block) => block.type === "video")!;
    expect(failingPaths(ContentBlockSchema, { ...video, embedUrl: "/embed/abc" })).toEqual(["embedUrl"]);
  });
});
