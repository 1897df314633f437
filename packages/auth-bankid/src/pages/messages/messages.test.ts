import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { authBankidPagesMessages } from "./index";

describeMessageCatalogue("the login pages'", authBankidPagesMessages, { namespaces: ["auth-bankid-pages"] });
