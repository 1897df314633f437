import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { sunAndPanoramaMessages } from "../messages/sun-360";

describeMessageCatalogue("the sun study's and 360 views'", sunAndPanoramaMessages, {
  namespaces: ["residence-explorer"],
});
