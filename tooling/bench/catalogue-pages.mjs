// What the benches read of the reference API's catalogue: the Swedish site's first stage and home.

/** The Swedish site's id (@housing/site-config, sites.ts). */
export const SE_SITE_ID = "16920432-7683-5315-96ed-9fee9c64bec5";

/** POSTs a JSON body to the API and answers its JSON; anything but 2xx throws. */
export async function postApi(api, path, body) {
  const response = await fetch(`${api}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The paths of the Swedish site's first stage and first home as the search lists them (the seed's
 * ids are stable, but their paths come from the catalogue).
 */
export async function firstStageAndHomePaths(api) {
  const first = { siteId: SE_SITE_ID, limit: 1, offset: 0, filter: {} };
  const { hits: stages } = await postApi(api, "/residence/search_stage", first);
  const { hits: homes } = await postApi(api, "/residence/search_object", first);
  return { stage: stages[0].url, home: homes[0].url };
}
