export { apiUrl, createHttp, viewModelPath, type ApiClientOptions } from "./client";
export { ApiError, SOMETHING_WENT_WRONG, isApiError } from "./errors";
export { getHealth, getPageViewModel, getSiteLayout, getSitemap, getSystemNavigation } from "./content";
export type { CallOptions } from "./request";
export {
  getObjectsByIds,
  getPremisesTags,
  getStagesByIds,
  getStageTags,
  getTagsByUrls,
  searchObjects,
  searchPremises,
  searchStageCounties,
  searchStages,
  searchStagesAndAreas,
  searchSuccession,
  searchTags,
} from "./search";
export { postAnonymousInterest } from "./interest";
export { getCurrentUser } from "./account";
export {
  RegisteredSchema,
  addVipMembership,
  registerAccount,
  registrationVerifiedOf,
  sendRegistrationEmailCode,
  type Registered,
  type RegistrationVerified,
} from "./registration";
export { giveConsent } from "./consent";
export { quickSearch, textSearch, type QuickSearchRequest } from "./text-search";
export { getLastVisited, getMostVisitedInCounty, recordExperiment } from "./telemetry";
export { saveWebVitals, type SaveWebVitalsOptions } from "./web-vitals-beacon";
export type { KyInstance as Http } from "ky";
export { createBridgeHttp } from "./bridge";
export {
  LOGIN_FLOWS,
  LOGIN_TYPES,
  LoginResultSchema,
  approveDevBankId,
  cancelBankIdLogin,
  getDevBankIdIdentities,
  finishEidentLogin,
  finishEidentRegister,
  finishEidentUpdate,
  startEidentLogin,
  startEidentRegister,
  startEidentUpdate,
  getBankIdLoginStatus,
  loginWithEmail,
  logout,
  refreshLoginToken,
  requestPasswordReset,
  selectBoardMemberAssociation,
  startBankIdLogin,
  type BankIdStart,
  type DevBankIdIdentity,
  type LoginAssociation,
  type LoginFlow,
  type LoginResult,
  type LoginType,
} from "./login";
export {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  setPasswordWithToken,
  type PasswordCallAnswer,
} from "./passwords";
export {
  createSavedSearch,
  deleteSavedSearch,
  getBoardOverview,
  getMyContacts,
  getMyPagesNews,
  getMyPagesNewsItem,
  getMyPagesOverview,
  getMyResidence,
  getMyResidences,
  getMyTimeline,
  listSavedSearches,
  patchProfile,
  renameSavedSearch,
  setActiveResidence,
} from "./my-pages";
export { addFavourite, addInterest, getFavourites, getInterests, removeFavourite, removeInterest } from "./signup";
export { getNotifications, pauseNotifications } from "./notifications";
export {
  cancelPayment,
  createPaymentId,
  getMyPayments,
  getPaymentStatus,
  startRedirectPayment,
  startSwishPayment,
} from "./payments";
export {
  approveDocument,
  cancelDocumentSign,
  documentPdfHref,
  finishDocumentEidentSign,
  getDocumentSignStatus,
  getMyDocuments,
  startDocumentEidentSign,
  startDocumentSign,
} from "./documents";
export {
  caseFileHref,
  closeCase,
  createCase,
  getAgreements,
  getAssociationAccount,
  getCase,
  getCaseArticles,
  getCaseAssets,
  getCaseBuildingRooms,
  getCaseFaq,
  getCaseRooms,
  getCases,
  getHasCases,
  getRound,
  getRounds,
  searchCaseBuildings,
  searchCaseObjects,
  updateAssociationAccount,
  updateCase,
  type CaseVariant,
} from "./cases";
export {
  bookingDocumentHref,
  cancelBookingBankIdSign,
  completeBooking,
  emailIsValid,
  finishBookingEidentSign,
  getBookingBankIdSignStatus,
  getBookingDocuments,
  getBookingExpiry,
  getBookingObjectInformation,
  getBookingStatus,
  getRunningBooking,
  isBookable,
  leaveBooking,
  saveBookingStep,
  signContract,
  startBooking,
  startBookingBankIdSign,
  startBookingEidentSign,
  userCanBook,
} from "./booking";
export {
  EXPLORER_BASE,
  getExplorerData,
  getExplorerObject,
  getExternalLinker,
  getPanoramaProject,
  saveClickAreas,
  searchExplorerObjects,
} from "./explorer";
export { RETRIEVER_BASE, askChat } from "./chat";
export {
  bookMyShowing,
  bookShowing,
  cancelMyShowingBooking,
  cancelShowingBookingByToken,
  checkInAtShowing,
  checkInMyselfAtShowing,
  checkInShowingBookingByToken,
  getMyShowingBookings,
  getMyVipShowings,
  getShowingAttendance,
  getShowingDoor,
  getShowings,
  lookUpShowingBooking,
  orderProspectus,
} from "./showings";
