import type { Database } from "../core/db/client";
import type { LoginType } from "../modules/account/schema";
import { demoUserId } from "./account";
import { demoAssociationId } from "./fixtures";
import { sessionToken } from "./sessions";

/** The case tests' logins on the seeded demo: a private one, and a board one for an association. */
export function caseLogins(db: () => Database) {
  return {
    login: (user: string, siteKey = "Jmse") => sessionToken(db(), { userId: demoUserId(user), siteKey }),
    board: (user: string, association: string, siteKey = "Jmse", loginType: LoginType = "boardMemberCase") =>
      sessionToken(db(), {
        userId: demoUserId(user),
        loginType,
        associationId: demoAssociationId(association),
        siteKey,
      }),
  };
}
