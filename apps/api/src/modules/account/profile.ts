import { eq } from "drizzle-orm";
import type * as v from "valibot";
import type { User } from "@housing/contracts";
import type { ProfilePatchSchema } from "@housing/contracts/my-pages";
import type { AuthenticatedSession } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { users } from "../../core/db/schema";
import { fail, type Failure } from "./outcomes";
import { findUserByEmail, findUserById, userAnswer } from "./users";

type Deps = Pick<AppDependencies, "db" | "now">;

const EMAIL_IN_USE = () => fail("InvalidInput", "emailInUse", { "body.email": ["emailInUse"] });

/** The unique index on lower(email) caught a race the lookup did not (SQLSTATE 23505). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

/**
 * PATCH /account_service/profile (spec section 7, "Profile patch with email and phoneNumber";
 * the settings page's newsletter choice too). Only the fields given change. An e-mail another
 * account has is a 400 on `body.email` (emailInUse).
 */
export async function patchProfile(
  deps: Deps,
  caller: AuthenticatedSession,
  request: v.InferOutput<typeof ProfilePatchSchema>,
): Promise<User | Failure> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) return fail("Error", "somethingWentWrong");
  if (user.deceased) return fail("Error", "personDeceased");
  const email = request.email?.trim();
  if (email) {
    const holder = await findUserByEmail(deps.db, email);
    if (holder && holder.id !== caller.userId) return EMAIL_IN_USE();
  }
  const phone = request.phoneNumber?.trim();
  try {
    await deps.db
      .update(users)
      .set({
        ...(email ? { email } : {}),
        ...(phone ? { phoneNumber: phone } : {}),
        ...(request.newsletter !== undefined ? { newsletter: request.newsletter } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(users.id, caller.userId));
  } catch (error) {
    if (isUniqueViolation(error)) return EMAIL_IN_USE();
    throw error;
  }
  return (await userAnswer(deps.db, caller.userId, caller))!;
}
