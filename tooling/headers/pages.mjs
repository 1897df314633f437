// The pages whose headers CI grades on each site: the start page, the search, a stage, the login and
// my pages (which answer a visitor without a session with a redirect to the login: that redirect is
// graded as it comes, then the page it leads to).
//
// The paths mirror @housing/site-config (src/routes.ts), which this plain-JavaScript tool cannot
// import; pages.test.mjs holds them to that file. A stage's path comes from the catalogue (the API's
// stage search), so it is given per site or looked up with stagePathOf().

/** Per site: its path prefix, search, login (none where login is off: spec section 1) and my pages. */
export const SITE_PAGES = {
  se: { start: "/", search: "/sok-bostad/", login: "/logga-in/", myPages: "/mina-sidor/" },
  "se-en": { start: "/en/", search: "/en/search/", login: null, myPages: "/en/mina-sidor/" },
  senior: { start: "/", search: "/sok-bostad/", login: "/logga-in/", myPages: "/mina-sidor/" },
  boratt: { start: "/", search: "/sok-bostad/", login: "/logga-in/", myPages: "/mina-sidor/" },
  no: { start: "/", search: "/finn-din-bolig/", login: "/logg-inn/", myPages: "/mine-sider/" },
  fi: { start: "/", search: "/myytavat-asunnot/", login: "/kirjaudu-sisaan/", myPages: "/sivuni/" },
  contractor: { start: "/", search: "/om-oss/sok/", login: null, myPages: "/mina-sidor/" },
};

/** The sites' ids in the catalogue (@housing/site-config, sites.ts), for the stage lookup. */
export const SITE_IDS = {
  se: "16920432-7683-5315-96ed-9fee9c64bec5",
  "se-en": "92b9d1b7-566c-576d-8228-552d0eb3f143",
  senior: "058f75bd-6b8a-551b-89ba-2d17efd24f4c",
  boratt: "7a0a528b-999a-514e-bffe-f7a4937a1d40",
  no: "b1ff3960-c9dd-5505-ada9-a3ac65e564e3",
  fi: "b8f51ba2-1136-547e-af45-e892b38701c4",
  contractor: "a8956ca2-678b-5873-9004-2b4f1c7f76f7",
};

/**
 * The URLs to grade. `sites`: site code → origin (e.g. `{ se: "https://se.fjallvik.localhost:8443" }`);
 * `stages`: site code → a stage's path on that site (a site without one is graded without a stage).
 * @param {Record<string, string>} sites
 * @param {Record<string, string | undefined>} [stages]
 * @returns {Array<{ site: string; page: string; url: string }>}
 */
export function pagesToCheck(sites, stages = {}) {
  const pages = [];
  for (const [code, origin] of Object.entries(sites)) {
    const paths = SITE_PAGES[code];
    if (!paths) throw new Error(`Unknown site "${code}" (one of ${Object.keys(SITE_PAGES).join(", ")})`);
    const base = origin.replace(/\/+$/, "");
    const add = (page, path) => {
      if (path) pages.push({ site: code, page, url: `${base}${path}` });
    };
    add("start", paths.start);
    add("search", paths.search);
    add("stage", stages[code]);
    add("login", paths.login);
    add("my pages", paths.myPages);
  }
  return pages;
}

/** The path of the first stage the API's search lists for a site, or undefined when it has none. */
export async function stagePathOf(apiOrigin, siteCode, fetchImpl = fetch) {
  const response = await fetchImpl(`${apiOrigin.replace(/\/+$/, "")}/residence/search_stage`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ siteId: SITE_IDS[siteCode], limit: 1, offset: 0, filter: {} }),
  });
  if (!response.ok) throw new Error(`search_stage for ${siteCode}: HTTP ${response.status}`);
  const { hits } = await response.json();
  return hits[0]?.url;
}
