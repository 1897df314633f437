import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./errors";
import { createQueryClient, errorText, type QueryToast } from "./query-client";

const GENERIC = "Något gick fel.";

function setup() {
  const toasts: QueryToast[] = [];
  const client = createQueryClient({ onToast: (toast) => toasts.push(toast), somethingWentWrong: GENERIC });
  return { client, toasts };
}

const apiFailure = () => new ApiError(409, { status: 409, error: "Conflict", message: "Redan sparad" }, "Redan sparad");

describe("createQueryClient defaults (spec section 9)", () => {
  it("retries once, keeps answers fresh for 30 s and does not refetch on focus", () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: 1, staleTime: 30_000, refetchOnWindowFocus: false });
  });
});

describe("global toasts (spec section 8)", () => {
  it("a failed query with meta.errorMessage shows that message as an error toast, once", async () => {
    const { client, toasts } = setup();
    await client
      .fetchQuery({
        queryKey: ["documents"],
        queryFn: () => Promise.reject(apiFailure()),
        retry: false,
        meta: { errorMessage: "Dokumenten kunde inte <b>hämtas</b>." },
      })
      .catch(() => {});
    expect(toasts).toEqual([{ tone: "error", message: "Dokumenten kunde inte <b>hämtas</b>." }]);
  });

  it("a failed query without meta.errorMessage shows no toast (the searches show their errors inline)", async () => {
    const { client, toasts } = setup();
    await client
      .fetchQuery({ queryKey: ["search"], queryFn: () => Promise.reject(apiFailure()), retry: false })
      .catch(() => {});
    expect(toasts).toEqual([]);
  });

  it("toasts only after the query's retry has failed too", async () => {
    vi.useFakeTimers();
    try {
      const { client, toasts } = setup();
      const queryFn = vi.fn(() => Promise.reject(apiFailure()));
      const done = client
        .fetchQuery({ queryKey: ["retried"], queryFn, retry: 1, retryDelay: 10, meta: { errorMessage: "Fel" } })
        .catch(() => {});
      await vi.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(1);
      expect(toasts).toEqual([]);
      await vi.advanceTimersByTimeAsync(20);
      await done;
      expect(queryFn).toHaveBeenCalledTimes(2);
      expect(toasts).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a failed mutation puts its configured message before the error's own text", async () => {
    const { client, toasts } = setup();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(apiFailure()),
      meta: { errorMessage: "Favoriten kunde inte sparas." },
    });
    await mutation.execute(undefined).catch(() => {});
    expect(toasts).toEqual([{ tone: "error", message: "Favoriten kunde inte sparas.", detail: "Redan sparad" }]);
  });

  it("a mutation that got no response names the generic error after its message", async () => {
    const { client, toasts } = setup();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(0, null, "somethingWentWrong")),
      meta: { errorMessage: "Favoriten kunde inte sparas." },
    });
    await mutation.execute(undefined).catch(() => {});
    expect(toasts).toEqual([{ tone: "error", message: "Favoriten kunde inte sparas.", detail: GENERIC }]);
  });

  it("a failed mutation without meta.errorMessage shows no toast (a form shows its own errors)", async () => {
    const { client, toasts } = setup();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(apiFailure()) });
    await mutation.execute(undefined).catch(() => {});
    expect(toasts).toEqual([]);
  });

  it("a successful mutation with meta.successMessage shows a success toast; without it none", async () => {
    const { client, toasts } = setup();
    const cache = client.getMutationCache();
    await cache
      .build(client, { mutationFn: () => Promise.resolve(1), meta: { successMessage: "Sparad!" } })
      .execute(undefined);
    await cache.build(client, { mutationFn: () => Promise.resolve(2) }).execute(undefined);
    expect(toasts).toEqual([{ tone: "success", message: "Sparad!" }]);
  });
});

describe("errorText", () => {
  it("reads the API's message, a short text body, else the generic message", () => {
    expect(errorText(apiFailure(), GENERIC)).toBe("Redan sparad");
    expect(errorText(new ApiError(500, "Tjänsten är nere", "HTTP 500"), GENERIC)).toBe("Tjänsten är nere");
    expect(errorText(new ApiError(502, "<html><body>Bad gateway</body></html>", "HTTP 502"), GENERIC)).toBe(GENERIC);
    expect(errorText(new ApiError(500, null, "HTTP 500"), GENERIC)).toBe(GENERIC);
    expect(errorText(new TypeError("x is undefined"), GENERIC)).toBe(GENERIC);
  });
});
