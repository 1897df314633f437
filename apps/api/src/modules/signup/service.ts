import { and, asc, eq, isNull } from "drizzle-orm";
import type * as v from "valibot";
import type { Favourite, FavouriteRequestSchema, Interest, InterestRequestSchema } from "@housing/contracts/my-pages";
import type { Database } from "../../core/db/client";
import { favourites, objects, stages, userInterests, users } from "../../core/db/schema";

/*
 * Favourites and interests of the logged-in user (spec sections 3, 4 and 7). Every query is
 * keyed by the token's user: nobody reads or removes another user's rows. Adding twice keeps one
 * row (the unique index and `on conflict do nothing`); removing what is gone is no error.
 */

export type FieldErrors = { fieldErrors: Record<string, string[]> };

/** The stage (and home in it) must exist in the catalogue. */
async function catalogueErrors(db: Database, stageId: string, objectId: string | null): Promise<FieldErrors | null> {
  const [stage] = await db.select({ id: stages.id }).from(stages).where(eq(stages.id, stageId)).limit(1);
  if (!stage) return { fieldErrors: { "body.stageId": ["notFound"] } };
  if (objectId) {
    const [home] = await db
      .select({ id: objects.id })
      .from(objects)
      .where(and(eq(objects.id, objectId), eq(objects.stageId, stageId)))
      .limit(1);
    if (!home) return { fieldErrors: { "body.objectId": ["notFound"] } };
  }
  return null;
}

const sameObject = (column: typeof favourites.objectId | typeof userInterests.objectId, objectId: string | null) =>
  objectId ? eq(column, objectId) : isNull(column);

export async function listFavourites(db: Database, userId: string): Promise<Favourite[]> {
  const rows = await db
    .select()
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(favourites.id));
  return rows.map((row) => ({ stageId: row.stageId, objectId: row.objectId, created: row.createdAt.toISOString() }));
}

export async function addFavourite(
  db: Database,
  userId: string,
  request: v.InferOutput<typeof FavouriteRequestSchema>,
  now: Date,
): Promise<Favourite | FieldErrors> {
  const objectId = request.objectId ?? null;
  const problem = await catalogueErrors(db, request.stageId, objectId);
  if (problem) return problem;
  await db
    .insert(favourites)
    .values({ userId, stageId: request.stageId, objectId, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(favourites)
    .where(
      and(
        eq(favourites.userId, userId),
        eq(favourites.stageId, request.stageId),
        sameObject(favourites.objectId, objectId),
      ),
    )
    .limit(1);
  return { stageId: row!.stageId, objectId: row!.objectId, created: row!.createdAt.toISOString() };
}

export async function removeFavourite(db: Database, userId: string, stageId: string, objectId: string | null) {
  await db
    .delete(favourites)
    .where(
      and(eq(favourites.userId, userId), eq(favourites.stageId, stageId), sameObject(favourites.objectId, objectId)),
    );
}

const interestOf = (row: typeof userInterests.$inferSelect): Interest => ({
  id: row.id,
  stageId: row.stageId,
  objectId: row.objectId,
  created: row.createdAt.toISOString(),
});

export async function listInterests(db: Database, userId: string): Promise<Interest[]> {
  const rows = await db
    .select()
    .from(userInterests)
    .where(eq(userInterests.userId, userId))
    .orderBy(asc(userInterests.createdAt), asc(userInterests.id));
  return rows.map(interestOf);
}

/**
 * Spec section 4: an interest needs an e-mail, the form's or the account's; with neither it is
 * refused on `formEmail` with the buy-residence e-mail message (key `email`).
 */
export async function addInterest(
  db: Database,
  userId: string,
  request: v.InferOutput<typeof InterestRequestSchema>,
  now: Date,
): Promise<Interest | FieldErrors> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const email = request.formEmail.trim() || user?.email?.trim() || "";
  if (!email) return { fieldErrors: { "body.formEmail": ["email"] } };
  const objectId = request.objectId ?? null;
  const problem = await catalogueErrors(db, request.stageId, objectId);
  if (problem) return problem;
  await db
    .insert(userInterests)
    .values({ userId, stageId: request.stageId, objectId, email, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(userInterests)
    .where(
      and(
        eq(userInterests.userId, userId),
        eq(userInterests.stageId, request.stageId),
        sameObject(userInterests.objectId, objectId),
      ),
    )
    .limit(1);
  return interestOf(row!);
}

export async function removeInterest(db: Database, userId: string, stageId: string, objectId: string | null) {
  await db
    .delete(userInterests)
    .where(
      and(
        eq(userInterests.userId, userId),
        eq(userInterests.stageId, stageId),
        sameObject(userInterests.objectId, objectId),
      ),
    );
}
