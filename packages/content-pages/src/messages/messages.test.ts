import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { contentPagesMessages } from "./index";

describeMessageCatalogue("the content pages'", contentPagesMessages, { namespaces: ["content-pages"] });
