import type { ComponentType } from "react";
import type { TemplateDefinition, TemplateProps } from "@housing/contracts/manifest";

/** One of this package's templates: its client components read the "content-pages" messages. */
export function contentTemplate(
  component: ComponentType<TemplateProps>,
  options: Omit<TemplateDefinition, "component" | "messages"> = {},
): TemplateDefinition {
  return { component, messages: "content-pages", ...options };
}
