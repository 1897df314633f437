import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { aiChatMessages } from "./index";

describeMessageCatalogue("the AI chat's", aiChatMessages, { namespaces: ["ai-chat"] });
