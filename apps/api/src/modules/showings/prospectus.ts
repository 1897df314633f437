import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { SiteConfig } from "@housing/site-config";
import { ObjectStatus } from "../catalogue/enums";

/*
 * The stage's sales prospectus (the order form's PDF): name, address, description and the
 * homes' price list in the site's formats (spec section 9: kr after the amount in Sweden,
 * before it in Norway, euro after in Finland; thousands by spaces), with the day it was made.
 * The standard fonts draw WinAnsi only: the Nordic letters are in it; what is not becomes "?".
 */

export interface ProspectusHome {
  objectNumber: string;
  rooms: number;
  livingArea: number;
  price: number;
  monthlyFee: number | null;
  statusId: string;
}

export interface ProspectusInput {
  site: SiteConfig;
  stageName: string;
  address: string;
  description: string;
  homes: readonly ProspectusHome[];
  createdAt: Date;
}

type StatusKey = keyof typeof ObjectStatus.ids;

const COPY: Record<
  SiteConfig["locale"],
  {
    title: string;
    address: string;
    date: string;
    priceList: string;
    columns: [string, string, string, string, string, string];
    perMonth: string;
    none: string;
    noHomes: string;
    status: Partial<Record<StatusKey, string>> & { other: string };
  }
> = {
  sv: {
    title: "Försäljningsprospekt",
    address: "Adress",
    date: "Datum",
    priceList: "Prislista",
    columns: ["Nr", "Rum", "Boarea", "Pris", "Avgift", "Status"],
    perMonth: "/mån",
    none: "–",
    noHomes: "Inga bostäder är släppta till försäljning ännu.",
    status: {
      forSale: "Till salu",
      reserved: "Reserverad",
      booked: "Bokad",
      sold: "Såld",
      preSelling: "Förhandsbokning",
      showingApartment: "Visningslägenhet",
      other: "Ej tillgänglig",
    },
  },
  nb: {
    title: "Salgsprospekt",
    address: "Adresse",
    date: "Dato",
    priceList: "Prisliste",
    columns: ["Nr", "Rom", "BRA", "Pris", "Felleskost.", "Status"],
    perMonth: "/mnd",
    none: "–",
    noHomes: "Ingen boliger er lagt ut for salg ennå.",
    // Spec section 3: "booked" reads as sold in Norway.
    status: {
      forSale: "Til salgs",
      reserved: "Reservert",
      booked: "Solgt",
      sold: "Solgt",
      preSelling: "Forhåndssalg",
      showingApartment: "Visningsleilighet",
      other: "Ikke tilgjengelig",
    },
  },
  fi: {
    title: "Myyntiesite",
    address: "Osoite",
    date: "Päivämäärä",
    priceList: "Hinnasto",
    columns: ["Nro", "Huoneet", "Pinta-ala", "Hinta", "Vastike", "Tila"],
    perMonth: "/kk",
    none: "–",
    noHomes: "Asuntoja ei ole vielä tullut myyntiin.",
    status: {
      forSale: "Myynnissä",
      reserved: "Varattu",
      booked: "Varattu",
      sold: "Myyty",
      preSelling: "Ennakkomarkkinoinnissa",
      showingApartment: "Esittelyasunto",
      other: "Ei saatavilla",
    },
  },
  en: {
    title: "Sales prospectus",
    address: "Address",
    date: "Date",
    priceList: "Price list",
    columns: ["No.", "Rooms", "Area", "Price", "Fee", "Status"],
    perMonth: "/month",
    none: "–",
    noHomes: "No homes have been released for sale yet.",
    status: {
      forSale: "For sale",
      reserved: "Reserved",
      booked: "Booked",
      sold: "Sold",
      preSelling: "Pre-selling",
      showingApartment: "Show apartment",
      other: "Not available",
    },
  },
};

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const COLUMN_X = [0, 50, 105, 175, 285, 375];

const group = (value: number) =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** Spec section 9's money: kr after (sv, en), before (nb), euro after (fi). */
export function formatMoney(site: SiteConfig, amount: number): string {
  if (site.currency === "EUR") return `${group(amount)} €`;
  return site.locale === "nb" ? `kr ${group(amount)}` : `${group(amount)} kr`;
}

const NUMBER_LOCALES: Record<SiteConfig["locale"], string> = { sv: "sv-SE", nb: "nb-NO", fi: "fi-FI", en: "en-GB" };

const formatArea = (site: SiteConfig, area: number) =>
  `${area.toLocaleString(NUMBER_LOCALES[site.locale], { maximumFractionDigits: 1 })} m²`;

/** What the standard font can draw: spaces of every width become a plain space, the rest not in WinAnsi "?". */
export function winAnsiText(text: string, font: PDFFont): string {
  const drawable = new Set(font.getCharacterSet());
  return [
    ...text
      .replace(/[\u00a0\u2007\u2009\u202f]/g, " ")
      .replace(/\u2212/g, "-")
      .replace(/[\r\n\t]+/g, " "),
  ]
    .map((char) => (drawable.has(char.codePointAt(0)!) ? char : "?"))
    .join("");
}

class Writer {
  page: PDFPage;
  y = PAGE.height - PAGE.margin;

  constructor(
    private readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  ensure(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, options: { size?: number; isBold?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 10.5;
    const font = options.isBold ? this.bold : this.font;
    const width = PAGE.width - 2 * PAGE.margin;
    let line = "";
    const flush = () => {
      this.ensure(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    };
    for (const word of winAnsiText(text, font).split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        flush();
        line = word;
      } else {
        line = next;
      }
    }
    if (line) flush();
    this.y -= options.gap ?? 0;
  }

  row(cells: readonly string[], isBold = false): void {
    const size = 9.5;
    const font = isBold ? this.bold : this.font;
    this.ensure(size * 1.6);
    this.y -= size * 1.6;
    cells.forEach((cell, index) => {
      this.page.drawText(winAnsiText(cell, font), { x: PAGE.margin + COLUMN_X[index]!, y: this.y, size, font });
    });
  }
}

export async function prospectusPdf(input: ProspectusInput): Promise<Uint8Array> {
  const { site } = input;
  const copy = COPY[site.locale];
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${copy.title}: ${input.stageName}`);
  pdf.setAuthor(site.siteName);
  pdf.setProducer(site.siteName);
  pdf.setLanguage(site.locale === "nb" ? "no" : site.locale);
  pdf.setCreationDate(input.createdAt);
  const writer = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, dateStyle: "short" }).format(
    input.createdAt,
  );

  writer.text(copy.title, { size: 11, gap: 2 });
  writer.text(input.stageName, { size: 22, isBold: true, gap: 6 });
  writer.text(`${copy.address}: ${input.address}`, { gap: 2 });
  writer.text(`${copy.date}: ${date}`, { gap: 12 });
  writer.text(input.description, { gap: 16 });
  writer.text(copy.priceList, { size: 13, isBold: true, gap: 4 });
  if (input.homes.length === 0) {
    writer.text(copy.noHomes);
  } else {
    writer.row(copy.columns, true);
    for (const home of input.homes) {
      const status = ObjectStatus.keyOf(home.statusId);
      writer.row([
        home.objectNumber,
        String(home.rooms),
        formatArea(site, home.livingArea),
        formatMoney(site, home.price),
        home.monthlyFee === null ? copy.none : `${formatMoney(site, home.monthlyFee)}${copy.perMonth}`,
        (status && copy.status[status]) || copy.status.other,
      ]);
    }
  }
  return pdf.save();
}
