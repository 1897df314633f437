import { isTemplateName, NOINDEX_TEMPLATE_NAMES, type TemplateName } from "@housing/contracts";
import type { TemplateDefinition, TemplateProps } from "@housing/contracts/manifest";
import type { MessageNamespace } from "@housing/i18n";
import { SLOT_FILLERS, TEMPLATES } from "./manifests";
import { fillSlots } from "./slots";

/** A registered template, its slots filled from the manifests. */
export type TemplateEntry = TemplateDefinition;

/** A template that renders slots gets them filled (by the manifests that fill them) on every render. */
function withSlots(definition: TemplateDefinition): TemplateDefinition {
  const { component: Template, slots } = definition;
  if (!slots?.length) return definition;
  function TemplateWithSlots(props: TemplateProps) {
    return <Template {...props} slots={fillSlots(slots!, SLOT_FILLERS, props)} />;
  }
  return { ...definition, component: TemplateWithSlots };
}

/**
 * The template registry: template name (from the page view model) to its definition, derived
 * from the feature manifests (manifests.ts). An unknown name is an error (spec section 2) and
 * renders the 500 template.
 */
export const templateRegistry: Readonly<Partial<Record<TemplateName, TemplateEntry>>> = Object.fromEntries(
  [...TEMPLATES].map(([name, { feature: _feature, ...definition }]) => [name, withSlots(definition)]),
);

export class UnknownTemplateError extends Error {
  override readonly name = "UnknownTemplateError";
  constructor(readonly templateName: string) {
    super(`Unknown template "${templateName}"`);
  }
}

/** The registered template of a view model's name: a name of the contracts' list that a manifest registers. */
function findTemplate(templateName: string): TemplateEntry | undefined {
  return isTemplateName(templateName) ? templateRegistry[templateName] : undefined;
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
 * its manifest's message namespace. A feature package's components use only its own package's
 * ids and the frame's (messages.test.ts). An unknown template renders the 500 page, whose
 * text is the frame's; it gets the content pages' part as before.
 */
export function templateMessages(templateName: string): MessageNamespace {
  return findTemplate(templateName)?.messages ?? "content-pages";
}

/**
 * Whether a page gets the noindex robots tag: the CMS's own flag, the spec's page kinds (spec
 * section 2: booking, my pages, login, password, payment and similar pages; the contracts'
 * template names say which, also for templates no feature registers yet), or its manifest's.
 */
export function isNoIndexPage(templateName: string, cmsNoIndex: boolean): boolean {
  return (
    cmsNoIndex ||
    (isTemplateName(templateName) && NOINDEX_TEMPLATE_NAMES.has(templateName)) ||
    findTemplate(templateName)?.isNoIndex === true
  );
}
