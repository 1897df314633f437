import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { authBankidMessages } from "./index";

describeMessageCatalogue("auth-bankid's", authBankidMessages, { namespaces: ["auth-bankid"] });
