import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { consentMessages } from "./index";

describeMessageCatalogue("the consent's", consentMessages, { namespaces: ["consent"] });
