import { sql } from "drizzle-orm";
import type { StageFormPageData } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { CATALOGUE_TEMPLATES as T } from "../templates";
import { PLACE_COLUMNS, placeJoins, rowsOf, type PageContext } from "./rows";
import { parentPath } from "./stage";

/*
 * The showing and order forms below a stage's page (issue 27, showings): `qr/` (the QR code at
 * the door), `visning/` (booking, the booking link, check-in; also below a home's page for its
 * show-apartment showing) and the order segment of the site's language (the prospectus order
 * form). Their data names the stage; the showings load from the showing calls. Not indexed.
 */

/** The order form's segment per language. */
export const ORDER_SEGMENTS: Record<SiteConfig["locale"], string> = {
  sv: "bestall",
  nb: "bestill",
  fi: "tilaa",
  en: "order",
};
export const SHOWING_QR_SEGMENT = "qr";
/** The same in every language: the booking link of the confirmation mail and its QR code point here. */
export const SHOWING_FORM_SEGMENT = "visning";

const TITLES: Record<SiteConfig["locale"], { qr: string; form: string; order: string }> = {
  sv: { qr: "Checka in på visningen", form: "Visning", order: "Beställ prospekt" },
  nb: { qr: "Sjekk inn på visningen", form: "Visning", order: "Bestill prospekt" },
  fi: { qr: "Ilmoittaudu esittelyyn", form: "Esittely", order: "Tilaa myyntiesite" },
  en: { qr: "Check in at the viewing", form: "Viewing", order: "Order the prospectus" },
};

type FormTemplate = typeof T.showingQr | typeof T.showingForm | typeof T.orderForm;

export interface StageFormRoute {
  templateName: FormTemplate;
  pageId: string;
  title: string;
  description: string;
  data: StageFormPageData;
}

interface StageRow {
  id: string;
  name: string;
  url: string;
  area_name: string | null;
  municipality: string;
}

/** The form page at `path` (its last segment one of the form segments), or null. */
export async function stageFormPage(
  context: PageContext,
  path: string,
  segments: number,
): Promise<StageFormRoute | null> {
  const { site } = context;
  const last = path.split("/").filter(Boolean).pop();
  const kind =
    last === SHOWING_QR_SEGMENT
      ? "qr"
      : last === SHOWING_FORM_SEGMENT
        ? "form"
        : last === ORDER_SEGMENTS[site.locale]
          ? "order"
          : null;
  if (!kind) return null;
  const owner = parentPath(path);
  // The stage's page is three segments below the home search, a home's four: only the showing form sits below a home.
  const isHome = segments === 5;
  if (isHome && kind !== "form") return null;
  const [row] = await rowsOf<StageRow & { object_id: string | null }>(
    context.db,
    isHome
      ? sql`select s.id, s.name, s.url, ${PLACE_COLUMNS}, o.id as object_id from stages s ${placeJoins("s")}
          join objects o on o.stage_id = s.id
          where s.site_key = ${site.key} and s.url = ${parentPath(owner)} and o.url = ${owner} limit 1`
      : sql`select s.id, s.name, s.url, ${PLACE_COLUMNS}, null as object_id from stages s ${placeJoins("s")}
          where s.site_key = ${site.key} and s.url = ${owner} limit 1`,
  );
  if (!row) return null;
  const titles = TITLES[site.locale];
  const templateName = kind === "qr" ? T.showingQr : kind === "form" ? T.showingForm : T.orderForm;
  const title = `${titles[kind]}: ${row.name}`;
  return {
    templateName,
    pageId: `${templateName}:${row.object_id ?? row.id}`,
    title,
    description: title,
    data: {
      kind: "stageForm",
      stage: {
        id: row.id,
        name: row.name,
        url: row.url,
        address: [row.area_name, row.municipality].filter(Boolean).join(", "),
      },
      objectId: row.object_id,
    },
  };
}
