import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { documentsMessages } from "./index";

describeMessageCatalogue("the documents pages'", documentsMessages, { namespaces: ["documents"] });
