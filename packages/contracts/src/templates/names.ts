/**
 * Every page template name of spec section 2 ("Page templates"): the only list of them. The API's
 * page resolver and seed, the site shell's registry and the feature manifests use these names;
 * a template name string anywhere else in the front end's source fails site-shell's
 * template-names test.
 *
 * The view model's `templateName` stays a plain string on the wire: an unknown name still
 * reaches the site, which answers it with the 500 page (spec section 2). Code compares it with
 * `isTemplateName` before it treats it as one of these.
 *
 * `isNoIndex` is the spec's rule by page kind ("Booking, my pages, login, password, payment and
 * similar pages get a noindex robots tag"): it holds for a template whichever feature package
 * registers it later, so the rule is written here, next to the name, and not in a manifest that
 * does not exist yet. A manifest may add noindex for its own reasons (a partner list, a gone
 * listing); it cannot take the spec's away.
 */
export const TEMPLATE_DEFINITIONS = {
  // Public content and catalogue pages.
  StartPage: {},
  ArticlePage: {},
  AreaPage: {},
  AreasPage: {},
  StagePage: {},
  ObjectPage: {},
  PremisesObjectPage: {},
  PremisesStartPage: {},
  SearchPage: {},
  TextSearchPage: {},
  SeoCountyPage: {},
  SeoMunicipalityPage: {},
  RentalProjectPage: {},
  RentalStartPage: {},
  ReferenceProjectsPage: {},
  ReferenceProjectsSecondBrandPage: {},
  SoldOutPage: {},
  SuccessionPage: {},
  SuccessionStagePage: {},
  ExternalObjectsPage: {},
  NotFoundObjectPage: { isGoneListing: true },
  NotFoundPremisesPage: { isGoneListing: true },
  NotFoundStagePage: { isGoneListing: true },
  // Editorial pages.
  NewsRoomPage: {},
  PressReleasePage: {},
  InspirationStartPage: {},
  InspirationCategoryPage: {},
  InspirationArticlePage: {},
  InspirationPage: {},
  SustainabilityStartPage: {},
  SustainabilityCategoryPage: {},
  FaqPage: {},
  CareerPage: {},
  CareerJobsPage: {},
  BlogListPage: {},
  BlogItemPage: {},
  CampaignPage: {},
  TestimonialPage: {},
  InvestorRelationsStartPage: {},
  CustomerServicePage: {},
  ManagementServicesPage: {},
  ModalContactPage: {},
  ReportListPage: {},
  ResidenceNewsPage: {},
  ImageFilePage: {},
  SandboxPage: { isNoIndex: true },
  // Corporate pages.
  CorporateAboutPage: {},
  CorporateContactPage: {},
  CorporateNewsPage: {},
  CorporateSearchPage: {},
  CorporateStartPage: {},
  // Account, booking and payment pages (no template yet: the coming features register them).
  LoginPage: { isNoIndex: true },
  RegisterUserPage: { isNoIndex: true },
  SetPasswordPage: { isNoIndex: true },
  ForgotPasswordPage: { isNoIndex: true },
  ChangeEmailPage: { isNoIndex: true },
  ConsentPage: { isNoIndex: true },
  ElectronicIdReturnPage: { isNoIndex: true },
  BuyResidenceInfoPage: { isNoIndex: true },
  BuyResidenceSuccessPage: { isNoIndex: true },
  BuyResidenceErrorPage: { isNoIndex: true },
  ClickToBuyContractPage: { isNoIndex: true },
  ClickToBuyCompletePage: { isNoIndex: true },
  PurchaseNotificationPage: { isNoIndex: true },
  PaymentPage: { isNoIndex: true },
  ShowingQrPage: { isNoIndex: true },
  ShowingFormPage: { isNoIndex: true },
  OrderFormPage: { isNoIndex: true },
  // My pages.
  MyPagesMainPage: { isNoIndex: true },
  MyPagesBoardMemberPage: { isNoIndex: true },
  MyPagesResidencesPage: { isNoIndex: true },
  MyPagesResidencePage: { isNoIndex: true },
  MyPagesDocumentsPage: { isNoIndex: true },
  MyPagesDocumentActionPage: { isNoIndex: true },
  MyPagesDocumentDonePage: { isNoIndex: true },
  MyPagesErrandsPage: { isNoIndex: true },
  MyPagesNewsListPage: { isNoIndex: true },
  MyPagesNewsPage: { isNoIndex: true },
  MyPagesPaymentPage: { isNoIndex: true },
  MyPagesSettingsPage: { isNoIndex: true },
  MyPagesTimelinePage: { isNoIndex: true },
  MyPagesVipPage: { isNoIndex: true },
  MyPagesContactPage: { isNoIndex: true },
  MyPagesBoardMemberContactPage: { isNoIndex: true },
  // Not in the spec's list: the saved searches page of our saved-search alerts (/mina-sidor/sparade-sokningar/).
  MyPagesSavedSearchesPage: { isNoIndex: true },
  // Not in the spec's list: the VIP showing page of my pages (/mina-sidor/vip-visning/; spec
  // section 2 names the route, its template list only the VIP page), owned by the showings feature.
  MyPagesVipShowingPage: { isNoIndex: true },
} as const satisfies Readonly<Record<string, TemplateNameDefinition>>;

/** What the spec says about a page kind whoever renders it. */
export interface TemplateNameDefinition {
  /** Spec section 2: the page kind is never indexed. */
  readonly isNoIndex?: true;
  /**
   * Spec section 2, "not-found object/premises/stage": a listing that is gone. The page keeps its
   * ways on but answers 404 like any page that does not exist (the site shell and its proxy).
   */
  readonly isGoneListing?: true;
}

/** A template name of spec section 2. */
export type TemplateName = keyof typeof TEMPLATE_DEFINITIONS;

/** The template names, in the spec's order. */
export const TEMPLATE_NAMES = Object.keys(TEMPLATE_DEFINITIONS) as readonly TemplateName[];

/** Whether a view model's template name is one of the spec's (its own keys only: "constructor" is none). */
export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATE_DEFINITIONS, name);
}

/** The gone listings' template names (not-found object, premises and stage): their pages answer 404. */
export const GONE_LISTING_TEMPLATE_NAMES: ReadonlySet<TemplateName> = new Set(
  TEMPLATE_NAMES.filter((name) => (TEMPLATE_DEFINITIONS[name] as TemplateNameDefinition).isGoneListing === true),
);

/** The template names whose pages are never indexed, by the spec's page-kind rule. */
export const NOINDEX_TEMPLATE_NAMES: ReadonlySet<TemplateName> = new Set(
  TEMPLATE_NAMES.filter((name) => (TEMPLATE_DEFINITIONS[name] as TemplateNameDefinition).isNoIndex === true),
);
