import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { authBankidMessages } from "./index";

describeMessageCatalogue("the login's", authBankidMessages, { namespaces: ["auth-bankid"] });
