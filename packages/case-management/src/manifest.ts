import type { FeatureManifest } from "@housing/contracts/manifest";
import { ErrandsPage, loadErrands } from "./errands/errands-page";
import { caseManagementMessages } from "./messages";

/**
 * The case-management feature: my pages' errands (the menu entry is the session's my-pages menu
 * rules; the board's title there is "company errands").
 */
export const caseManagementManifest = {
  name: "@housing/case-management",
  templates: {
    MyPagesErrandsPage: { component: ErrandsPage, load: loadErrands, messages: "case-management" },
  },
  messages: { namespace: "case-management", catalogue: caseManagementMessages },
} satisfies FeatureManifest;
