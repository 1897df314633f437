/** The id of the page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";
