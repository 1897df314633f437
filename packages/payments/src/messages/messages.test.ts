import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { paymentsMessages } from "./index";

describeMessageCatalogue("the payments page's", paymentsMessages, { namespaces: ["payments"] });
