import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { caseManagementMessages } from "./index";

describeMessageCatalogue("the fault-report wizard's", caseManagementMessages, { namespaces: ["case-management"] });
