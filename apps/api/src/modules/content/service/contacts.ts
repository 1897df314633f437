import { sql } from "drizzle-orm";
import type { ContactGroup, Showing, StaffRoleKey } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { StaffRole } from "../../catalogue/enums";
import { rowsOf, type PageContext } from "./rows";

/*
 * Spec section 3: "Shown contacts depend on site". Our choice, in display order: Norwegian
 * homes are sold through an external estate agent with a settlement broker, so those lead
 * there; the Swedish and Finnish sites lead with their own agents. Interior responsibles
 * and customer service follow everywhere; Finland also shows customer support.
 */
const SWEDISH_ROLES: readonly StaffRoleKey[] = [
  "estateAgent",
  "salesManager1",
  "salesManager2",
  "assistant",
  "interiorResponsible1",
  "interiorResponsible2",
  "customerService",
];
const ROLES_BY_COUNTRY: Record<SiteConfig["country"], readonly StaffRoleKey[]> = {
  se: SWEDISH_ROLES,
  no: [
    "externalAgent1",
    "externalAgent2",
    "settlementBroker1",
    "settlementBroker2",
    "estateAgent",
    "salesManager1",
    "salesManager2",
    "interiorResponsible1",
    "interiorResponsible2",
    "customerService",
  ],
  fi: [
    "estateAgent",
    "salesManager1",
    "salesManager2",
    "assistant",
    "interiorResponsible1",
    "interiorResponsible2",
    "customerSupport",
    "customerService",
  ],
};

export function contactRolesOf(site: SiteConfig): readonly StaffRoleKey[] {
  return ROLES_BY_COUNTRY[site.country] ?? SWEDISH_ROLES;
}

interface StaffRowData {
  role: number;
  name: string;
  title: string;
  phone: string;
  email: string;
}

/** The stage's contacts, grouped by the roles the site shows, in the site's order. */
export async function contactsOf(context: PageContext, stageId: string): Promise<ContactGroup[]> {
  const rows = await rowsOf<StaffRowData>(
    context.db,
    sql`select role, name, title, phone, email from staff_contacts where stage_id = ${stageId} order by role, name`,
  );
  return contactRolesOf(context.site).flatMap((role) => {
    const contacts = rows
      .filter((row) => StaffRole.keyOf(Number(row.role)) === role)
      .map(({ name, title, phone, email }) => ({ name, title, phone, email }));
    return contacts.length > 0 ? [{ role, contacts }] : [];
  });
}

/**
 * Upcoming showings (ending after now), earliest first. A stage page lists every showing of
 * the stage; a home's page its own and the stage's open ones, not another home's.
 */
export async function showingsOf(context: PageContext, stageId: string, objectId?: string): Promise<Showing[]> {
  const forObject = objectId ? sql`and (object_id is null or object_id = ${objectId})` : sql``;
  // A VIP showing exists only where the site has VIP (the showings module lists it the same way).
  const kinds = context.site.features.hasVip ? sql`` : sql`and kind = 'public'`;
  const rows = await rowsOf<{ id: string; starts_at: Date | string; ends_at: Date | string }>(
    context.db,
    sql`select id, starts_at, ends_at from showings
      where stage_id = ${stageId} and ends_at > ${context.now.toISOString()}::timestamptz ${forObject} ${kinds}
      order by starts_at, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
  }));
}
