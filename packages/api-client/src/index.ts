export { createHttp, viewModelPath, type ApiClientOptions } from "./client";
export { ApiError, SOMETHING_WENT_WRONG, isApiError } from "./errors";
export { getHealth, getPageViewModel, getSiteLayout } from "./content";
export type { KyInstance as Http } from "ky";
