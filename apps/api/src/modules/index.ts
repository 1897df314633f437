import { accountOperations } from "./account/openapi";
import { accountRoutes } from "./account/routes";
import { registerBookingJobs } from "./booking/jobs";
import { bookingOperations } from "./booking/openapi";
import { bookingRoutes } from "./booking/routes";
import { catalogueAdminOperations } from "./catalogue-admin/openapi";
import { catalogueAdminRoutes } from "./catalogue-admin/routes";
import { caseOperations } from "./cases/openapi";
import { caseRoutes } from "./cases/routes";
import { chatOperations } from "./chat/openapi";
import { chatRoutes } from "./chat/routes";
import { mediaRoutes } from "./catalogue/routes";
import { contentOperations } from "./content/openapi";
import { contentRoutes } from "./content/routes";
import { documentOperations } from "./documents/openapi";
import { explorerOperations } from "./explorer/openapi";
import { explorerRoutes } from "./explorer/routes";
import { documentRoutes } from "./documents/routes";
import { interestOperations } from "./interest/openapi";
import { interestRoutes } from "./interest/routes";
import { myPagesOperations } from "./my-pages/openapi";
import { myPagesRoutes } from "./my-pages/routes";
import { notificationOperations } from "./notifications/openapi";
import { notificationRoutes } from "./notifications/routes";
import type { ApiModule } from "./module";
import { paymentOperations } from "./payments/openapi";
import { paymentRoutes } from "./payments/routes";
import { registerMatchJob } from "./saved-searches/matching";
import { savedSearchOperations } from "./saved-searches/openapi";
import { savedSearchRoutes } from "./saved-searches/routes";
import { searchOperations } from "./search/openapi";
import { showingOperations } from "./showings/openapi";
import { showingRoutes } from "./showings/routes";
import { searchRoutes } from "./search/routes";
import { signupOperations } from "./signup/openapi";
import { signupRoutes } from "./signup/routes";
import { telemetryOperations } from "./telemetry/openapi";
import { telemetryRoutes } from "./telemetry/routes";

export type { ApiModule } from "./module";

/**
 * The API's modules, in the order the documentation lists their operations. A new module
 * (account, signup, my-pages, …) is a folder under src/modules and one entry here; its tables
 * go into the schema root (src/core/db/schema.ts).
 */
export const API_MODULES: readonly ApiModule[] = [
  { name: "content", routes: contentRoutes, operations: contentOperations },
  // The catalogue's illustrations are files, not part of the JSON contract: no operations.
  { name: "catalogue", routes: mediaRoutes, operations: [] },
  { name: "search", routes: searchRoutes, operations: searchOperations },
  { name: "telemetry", routes: telemetryRoutes, operations: telemetryOperations },
  { name: "interest", routes: interestRoutes, operations: interestOperations },
  { name: "account", routes: accountRoutes, operations: accountOperations },
  { name: "signup", routes: signupRoutes, operations: signupOperations },
  { name: "notifications", routes: notificationRoutes, operations: notificationOperations },
  { name: "my-pages", routes: myPagesRoutes, operations: myPagesOperations },
  { name: "payments", routes: paymentRoutes, operations: paymentOperations },
  { name: "documents", routes: documentRoutes, operations: documentOperations },
  { name: "booking", routes: bookingRoutes, operations: bookingOperations, jobs: registerBookingJobs },
  { name: "saved-searches", routes: savedSearchRoutes, operations: savedSearchOperations, jobs: registerMatchJob },
  { name: "cases", routes: caseRoutes, operations: caseOperations },
  { name: "catalogue-admin", routes: catalogueAdminRoutes, operations: catalogueAdminOperations },
  { name: "explorer", routes: explorerRoutes, operations: explorerOperations },
  { name: "chat", routes: chatRoutes, operations: chatOperations },
  { name: "showings", routes: showingRoutes, operations: showingOperations },
];
