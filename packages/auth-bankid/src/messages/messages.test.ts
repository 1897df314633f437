import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { authBankidMessages, authLoginMessages } from "./index";

describeMessageCatalogue("the account place's", authBankidMessages, { namespaces: ["auth-bankid"] });
describeMessageCatalogue("the login's", authLoginMessages, { namespaces: ["auth-login"] });
