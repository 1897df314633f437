export { ContentBlocks } from "./blocks/content-blocks";
export { StartPage } from "./templates/start-page";
export { ArticlePage } from "./templates/article-page";
export { NotFoundPage, ServerErrorPage } from "./templates/error-pages";
export { catalogueTemplates } from "./templates/catalogue";
export { editorialTemplates } from "./templates/editorial";
export type { TemplateDefinition, TemplateMap, TemplateProps } from "./templates/template-props";
