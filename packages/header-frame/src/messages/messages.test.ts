import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { headerFrameMessages } from "./index";

describeMessageCatalogue("the header-frame's", headerFrameMessages, { namespaces: ["header-frame"] });
