import { describe, expect, it } from "vitest";
import { getSite, type SiteCode } from "@housing/site-config";
import { TEMPLATE_DEFINITIONS } from "@housing/contracts";
import { layoutFor, layoutKindFor, type LayoutKind } from "./layout-for";
import { isNoIndexPage, templateRegistry } from "./registry";

describe("layoutFor (spec section 2, layouts by path)", () => {
  it.each<[SiteCode, string, string, LayoutKind]>([
    // Blank: the succession page and paths ending /qr/ or /visning/.
    ["se", "/maklar-objekt/", "SuccessionPage", "blank"],
    ["se", "/nyproduktion/stockholm/brf-ekan/qr/", "ShowingQrPage", "blank"],
    ["no", "/prosjekter/oslo/fjordhagen/visning/", "ShowingFormPage", "blank"],
    ["se", "/NYPRODUKTION/QR/", "ShowingQrPage", "blank"],
    // Plain: sandbox, external objects, /kirja/success.
    ["se", "/_dev/sandbox/", "SandboxPage", "plain"],
    ["fi", "/ulkoiset-kohteet/", "ExternalObjectsPage", "plain"],
    ["fi", "/kirja/success/", "ArticlePage", "plain"],
    ["fi", "/varaus/kirja/success/?id=1", "BuyResidenceSuccessPage", "plain"],
    // My pages, by the site's own my-pages path.
    ["se", "/mina-sidor/", "MyPagesMainPage", "my-pages"],
    ["se", "/mina-sidor/arenden/", "MyPagesErrandsPage", "my-pages"],
    ["se", "/mina-sidor/vip-visning/", "MyPagesVipPage", "my-pages"],
    ["no", "/mine-sider/tidslinje/", "MyPagesTimelinePage", "my-pages"],
    ["fi", "/sivuni/asiakirjat/", "MyPagesDocumentsPage", "my-pages"],
    ["se-en", "/en/mina-sidor/errands/", "MyPagesErrandsPage", "my-pages"],
    ["se", "/om-mina-sidor/", "ArticlePage", "default"],
    // Click-to-buy unless the path contains "info".
    ["se", "/boka/", "ClickToBuyPage", "click-to-buy"],
    ["se", "/boka/bokningsavtal/", "ClickToBuyContractPage", "click-to-buy"],
    ["se", "/boka/info/", "BuyResidenceInfoPage", "default"],
    ["no", "/kjop/kjopsavtale/", "ClickToBuyContractPage", "click-to-buy"],
    ["no", "/kjop/info/", "BuyResidenceInfoPage", "default"],
    ["fi", "/varaus/varaussopimus/", "ClickToBuyContractPage", "click-to-buy"],
    ["fi", "/varaus/info/", "BuyResidenceInfoPage", "default"],
    // Corporate templates.
    ["se", "/om-oss/", "CorporateAboutPage", "corporate"],
    ["se-en", "/en/", "CorporateStartPage", "corporate"],
    ["contractor", "/om-oss/sok/", "CorporateSearchPage", "corporate"],
    ["se", "/investerare/", "InvestorRelationsStartPage", "corporate"],
    ["se", "/investerare/rapporter/", "ReportListPage", "corporate"],
    // Everything else.
    ["se", "/", "StartPage", "default"],
    ["se", "/sok-bostad/", "SearchPage", "default"],
    ["fi", "/asunnot/", "ArticlePage", "default"],
    ["contractor", "/boka/", "ArticlePage", "default"],
  ])("%s %s (%s) -> %s", (code, path, templateName, expected) => {
    expect(layoutKindFor({ site: getSite(code), path, templateName })).toBe(expected);
  });

  it("gives the showings' door and form pages the blank layout, their order form and my pages' VIP showings not", () => {
    const kind = (code: SiteCode, path: string, templateName: string) =>
      layoutKindFor({ site: getSite(code), path, templateName });
    expect(kind("se", "/projekt/fjallbacken/qr/", "ShowingQrPage")).toBe("blank");
    expect(kind("fi", "/kohteet/tunturipuro/visning/", "ShowingFormPage")).toBe("blank");
    // The template says so too, wherever the API puts the page.
    expect(kind("se", "/projekt/fjallbacken/dorr/", "ShowingQrPage")).toBe("blank");
    expect(kind("se", "/projekt/fjallbacken/bestall/", "OrderFormPage")).toBe("default");
    expect(kind("no", "/prosjekter/fjordhagen/bestill/", "OrderFormPage")).toBe("default");
    // "vip-visning" ends in "visning/" but not in "/visning/": my pages' own layout.
    expect(kind("se", "/mina-sidor/vip-visning/", "MyPagesVipShowingPage")).toBe("my-pages");
    expect(kind("no", "/mine-sider/vip-visning/", "MyPagesVipShowingPage")).toBe("my-pages");
  });

  it("marks the showings' pages noindex by their names and their manifest", () => {
    for (const name of ["ShowingQrPage", "ShowingFormPage", "OrderFormPage", "MyPagesVipShowingPage"] as const) {
      expect(isNoIndexPage(name, false)).toBe(true);
      expect(TEMPLATE_DEFINITIONS[name].isNoIndex).toBe(true);
    }
    expect(templateRegistry.ShowingQrPage?.isNoIndex).toBe(true);
    expect(templateRegistry.ShowingFormPage?.isNoIndex).toBe(true);
    expect(templateRegistry.OrderFormPage?.isNoIndex).toBe(true);
  });

  it("blank wins over my pages; plain wins over click-to-buy (the spec's order)", () => {
    expect(layoutKindFor({ site: getSite("se"), path: "/mina-sidor/vip/visning/", templateName: "X" })).toBe("blank");
    expect(layoutKindFor({ site: getSite("fi"), path: "/varaus/kirja/success/", templateName: "X" })).toBe("plain");
  });

  it("uses the old click-to-buy frame on the Finnish site and the new one in Sweden and Norway", () => {
    const variant = (code: SiteCode, path: string) =>
      layoutFor({ site: getSite(code), path, templateName: "ClickToBuyPage" }).clickToBuyVariant;
    expect(variant("fi", "/varaus/")).toBe("old");
    expect(variant("se", "/boka/")).toBe("new");
    expect(variant("no", "/kjop/")).toBe("new");
    expect(layoutFor({ site: getSite("se"), path: "/", templateName: "StartPage" }).clickToBuyVariant).toBeUndefined();
  });

  it("maps each layout to its header type and frame", () => {
    const frame = (path: string, templateName: string) => {
      const { header, hasFooter } = layoutFor({ site: getSite("se"), path, templateName });
      return [header, hasFooter];
    };
    expect(frame("/", "StartPage")).toEqual(["default", true]);
    expect(frame("/mina-sidor/", "MyPagesMainPage")).toEqual(["my-pages", true]);
    expect(frame("/om-oss/", "CorporateAboutPage")).toEqual(["corporate", true]);
    expect(frame("/boka/", "ClickToBuyPage")).toEqual(["no-menu", false]);
    expect(frame("/_dev/sandbox/", "SandboxPage")).toEqual(["no-menu", false]);
    expect(frame("/x/qr/", "ShowingQrPage")).toEqual([null, false]);
  });
});
