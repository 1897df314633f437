/* The errands page's parts for Storybook and the site shell (the apps reach them only through the manifest). */
export { ErrandsPage, loadErrands, type ErrandsData } from "./errands-page";
export { ErrandsView, type ErrandsViewProps } from "./errands-view";
export { ErrandDetail, CASE_IMAGE_WIDTHS } from "./errand-detail";
export { ErrandUpdateForm } from "./errand-update-form";
export { errandsQueryKey, errandQueryKey, roundsQueryKey, roundQueryKey } from "./errands-query";
export * from "./filters";
