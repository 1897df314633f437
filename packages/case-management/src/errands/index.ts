/* The errands page's parts for Storybook and the site shell (the apps reach them only through the manifest). */
export { ErrandsPage, loadErrands, type ErrandsData } from "./errands-page";
export { ErrandsView, type ErrandsViewProps } from "./errands-view";
export { ErrandDetail } from "./errand-detail";
export { CASE_IMAGE_WIDTHS, ErrandFiles, imageSources } from "./errand-files";
export { ErrandUpdateForm } from "./errand-update-form";
export { errandsQueryKey, errandQueryKey, roundsQueryKey, roundQueryKey } from "./errands-query";
export * from "./filters";
