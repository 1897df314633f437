import { describeMessageCatalogue } from "../catalogue-checks";
import { frameMessages } from "./index";

// The feature packages run the same checks over their own catalogues (their src/messages).
describeMessageCatalogue("the frame's", frameMessages, { namespaces: ["ui", "api-client", "residence-ui", "site-shell"] });
