import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS } from "@housing/contracts/documents";
import { sites } from "@housing/site-config";
import { pdfText } from "../../testing/pdf-text";
import { DOCUMENT_COPY } from "./copy";
import { documentPdf } from "./pdf";

const TERMS = {
  objectName: "Lägenhet 1101 – Sjöutsikt",
  objectNumber: "A-1101",
  stageName: "Kvarteret Åkern",
  address: null,
  price: 4_250_000,
  currency: "SEK",
  seller: "Fjällvik Bostad",
  buyers: [{ name: "Anna Andersson", securityNumber: "198503121231" }],
  bookedOn: "2026-04-02",
  entryDate: "2026-06-01",
};

describe("the documents' words", () => {
  it("has every text in every language, none empty", () => {
    const keys = JSON.stringify(Object.keys(DOCUMENT_COPY.sv).sort());
    for (const copy of Object.values(DOCUMENT_COPY)) {
      expect(JSON.stringify(Object.keys(copy).sort())).toBe(keys);
      for (const kind of DOCUMENT_KINDS) expect(copy.titles[kind].length).toBeGreaterThan(0);
      expect(Object.values(copy).every((text) => typeof text !== "string" || text.length > 0)).toBe(true);
    }
  });

  it("writes each site's PDF in its language, every letter drawable, prices and dates in its format", async () => {
    for (const [site, price, entry] of [
      [sites.se, "Pris: 4 250 000 kr", "Tillträde: 2026-06-01"],
      [sites.no, "Pris: kr 4 250 000", "Overtakelse: 01.06.2026"],
      [sites.fi, "Hinta: 4 250 000 €", "Hallintaoikeus alkaa: 01.06.2026"],
    ] as const) {
      const copy = DOCUMENT_COPY[site.locale];
      const text = pdfText(
        await documentPdf({
          site,
          kind: "purchaseContract",
          title: copy.titles.purchaseContract,
          isSigning: true,
          terms: { ...TERMS, currency: site.currency },
          createdAt: new Date("2026-10-25T08:00:00Z"),
          signers: [{ name: "Anna Andersson", signedAt: null, method: null }],
        }),
      );
      expect(text).toContain(copy.titles.purchaseContract);
      expect(text).toContain(copy.intro.purchaseContract.split(" ").slice(0, 3).join(" "));
      expect(text).toContain(price);
      expect(text).toContain(entry);
      expect(text).toContain(`Anna Andersson: ${copy.awaitingSignature}`);
      // The en dash and the Nordic letters are WinAnsi: nothing became "?".
      expect(text).toContain("Lägenhet 1101 – Sjöutsikt");
      expect(text).not.toContain("?");
    }
  });
});
