import {
  ArticlePage,
  catalogueTemplates,
  editorialTemplates,
  type TemplateDefinition,
} from "@housing/content-pages";
import type { MessageNamespace } from "@housing/i18n";
import { searchTemplates } from "@housing/search";
import { StartPageWithSearch } from "./start-page";

/**
 * A registered template. Pages of a kind with `isNoIndex` carry `noindex`
 * (spec section 2: booking, my pages, login, password, payment and similar pages).
 */
export type TemplateEntry = TemplateDefinition;

/**
 * The template registry: template name (from the page view model) to React
 * component. Every template of every feature package is registered here and
 * nowhere else; an unknown name is an error (spec section 2) and renders the
 * 500 template.
 */
export const templateRegistry: Readonly<Record<string, TemplateEntry>> = {
  // The start page's search slot holds the home search's box (start-page.tsx).
  StartPage: { component: StartPageWithSearch },
  ArticlePage: { component: ArticlePage },
  ...catalogueTemplates,
  ...editorialTemplates,
  // The searches: home search and SEO place pages, premises, succession, text and corporate search.
  ...searchTemplates,
};

/**
 * Template names whose pages are never indexed, whichever package later
 * registers them. Listed up front so the rule lives in one place.
 */
export const NOINDEX_TEMPLATE_NAMES: ReadonlySet<string> = new Set([
  "LoginPage",
  "RegisterUserPage",
  "SetPasswordPage",
  "ForgotPasswordPage",
  "ChangeEmailPage",
  "ConsentPage",
  "ElectronicIdReturnPage",
  "BuyResidenceInfoPage",
  "BuyResidenceSuccessPage",
  "BuyResidenceErrorPage",
  "ClickToBuyContractPage",
  "ClickToBuyCompletePage",
  "PurchaseNotificationPage",
  "PaymentPage",
  "ShowingQrPage",
  "ShowingFormPage",
  "OrderFormPage",
  "SandboxPage",
  "MyPagesMainPage",
  "MyPagesBoardMemberPage",
  "MyPagesResidencesPage",
  "MyPagesResidencePage",
  "MyPagesDocumentsPage",
  "MyPagesDocumentActionPage",
  "MyPagesDocumentDonePage",
  "MyPagesErrandsPage",
  "MyPagesNewsListPage",
  "MyPagesNewsPage",
  "MyPagesPaymentPage",
  "MyPagesSettingsPage",
  "MyPagesTimelinePage",
  "MyPagesVipPage",
  "MyPagesContactPage",
  "MyPagesBoardMemberContactPage",
]);

export class UnknownTemplateError extends Error {
  override readonly name = "UnknownTemplateError";
  constructor(readonly templateName: string) {
    super(`Unknown template "${templateName}"`);
  }
}

/** The registered template of a name; the registry's own keys only (not "constructor" and the like). */
function findTemplate(templateName: string): TemplateEntry | undefined {
  return Object.hasOwn(templateRegistry, templateName) ? templateRegistry[templateName] : undefined;
}

/** Whether the site can render a template of this name (otherwise the page answers 500). */
export function isKnownTemplate(templateName: string): boolean {
  return findTemplate(templateName) !== undefined;
}

export function resolveTemplate(templateName: string): TemplateEntry {
  const entry = findTemplate(templateName);
  if (!entry) throw new UnknownTemplateError(templateName);
  return entry;
}

/**
 * The catalogue part a template's client components read, on top of the frame's (FRAME_MESSAGES):
 * a feature package's components use only its own package's ids and the frame's (messages.test.ts).
 */
export function templateMessages(templateName: string): MessageNamespace {
  return templateName in searchTemplates ? "search" : "content-pages";
}

/** Whether a page gets the noindex robots tag: its kind, or the CMS's own flag. */
export function isNoIndexPage(templateName: string, cmsNoIndex: boolean): boolean {
  return cmsNoIndex || NOINDEX_TEMPLATE_NAMES.has(templateName) || findTemplate(templateName)?.isNoIndex === true;
}
