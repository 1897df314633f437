import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { authBankidMessages } from "./index";

describeMessageCatalogue("the account place's", authBankidMessages, { namespaces: ["auth-bankid"] });
