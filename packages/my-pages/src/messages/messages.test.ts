import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { myPagesMessages } from "./index";

describeMessageCatalogue("my pages'", myPagesMessages, { namespaces: ["my-pages"] });
