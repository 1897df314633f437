import { describe, expect, it } from "vitest";
import { parseSuccessionState, selectedMunicipalityKey, successionQuery } from "./url-state";

describe("succession url state", () => {
  it("reads no parameter, alla-kommuner and nonsense as every municipality", () => {
    expect(parseSuccessionState("")).toEqual({ kind: "all" });
    expect(parseSuccessionState("kommun=alla-kommuner")).toEqual({ kind: "all" });
    expect(parseSuccessionState("kommun=a%20b")).toEqual({ kind: "all" });
    expect(parseSuccessionState("kommun=")).toEqual({ kind: "all" });
    expect(parseSuccessionState("geo=elsewhere")).toEqual({ kind: "all" });
  });

  it("reads a municipality tag url, encoded or not", () => {
    expect(parseSuccessionState("kommun=stockholms-lan/nacka")).toEqual({
      kind: "municipality",
      municipality: "stockholms-lan/nacka",
    });
    expect(parseSuccessionState("kommun=stockholms-lan%2Fnacka")).toEqual({
      kind: "municipality",
      municipality: "stockholms-lan/nacka",
    });
  });

  it("reads geo=auto as near me, and lets a municipality win over it", () => {
    expect(parseSuccessionState("geo=auto")).toEqual({ kind: "nearMe" });
    expect(parseSuccessionState("geo=auto&kommun=uppsala-lan/uppsala").kind).toBe("municipality");
  });

  it("writes each state and keeps other parameters", () => {
    expect(successionQuery({ kind: "all" }, "kommun=x&utm_medium=mail")).toBe("utm_medium=mail");
    expect(successionQuery({ kind: "municipality", municipality: "stockholms-lan/nacka" }, "geo=auto")).toBe(
      "kommun=stockholms-lan/nacka",
    );
    expect(successionQuery({ kind: "nearMe" }, "kommun=x")).toBe("geo=auto");
  });

  it("selects alla-kommuner unless a municipality is chosen", () => {
    expect(selectedMunicipalityKey({ kind: "nearMe" })).toBe("alla-kommuner");
    expect(selectedMunicipalityKey({ kind: "municipality", municipality: "a/b" })).toBe("a/b");
  });
});
