import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { explorerMessages } from "./explorer";

describeMessageCatalogue("the residence explorer's", explorerMessages, { namespaces: ["residence-explorer"] });
