import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { searchMessages } from "./index";

describeMessageCatalogue("the searches'", searchMessages, { namespaces: ["search"] });
