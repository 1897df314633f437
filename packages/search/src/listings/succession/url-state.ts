import { ALL_MUNICIPALITIES_KEY } from "@housing/contracts";
import { singleValue, writeQuery } from "../shared/query-string";

/**
 * The succession list's state, which is its address: `?kommun=<municipality tag url>` for one
 * municipality (absent means "alla-kommuner", spec section 2) or `?geo=auto` for homes near
 * the visitor (spec section 4 names the geo=auto query). The two exclude each other: the API
 * takes a geo search or tags, not both.
 */
export type SuccessionUrlState = { kind: "all" } | { kind: "municipality"; municipality: string } | { kind: "nearMe" };

const KEYS = ["kommun", "geo"] as const;
const TAG_URL = /^[^\s;?#]{1,200}$/;

/**
 * Reads the state; anything unreadable means every municipality. Where an address carries both
 * a municipality and geo=auto, the municipality wins: it is an explicit place, and it needs no
 * permission prompt.
 */
export function parseSuccessionState(query: string): SuccessionUrlState {
  const params = new URLSearchParams(query);
  const municipality = singleValue(params, "kommun");
  if (municipality && municipality !== ALL_MUNICIPALITIES_KEY && TAG_URL.test(municipality)) {
    return { kind: "municipality", municipality };
  }
  if (singleValue(params, "geo") === "auto") return { kind: "nearMe" };
  return { kind: "all" };
}

export function successionQuery(state: SuccessionUrlState, currentQuery = ""): string {
  const values: Array<[string, string]> =
    state.kind === "municipality" ? [["kommun", state.municipality]] : state.kind === "nearMe" ? [["geo", "auto"]] : [];
  return writeQuery(currentQuery, KEYS, values);
}

/** The municipality select's value: a tag URL, or "alla-kommuner" for the whole list and for near me. */
export function selectedMunicipalityKey(state: SuccessionUrlState): string {
  return state.kind === "municipality" ? state.municipality : ALL_MUNICIPALITIES_KEY;
}
