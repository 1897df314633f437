import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { clickToBuyMessages } from "./index";

describeMessageCatalogue("click-to-buy's", clickToBuyMessages, { namespaces: ["click-to-buy"] });
