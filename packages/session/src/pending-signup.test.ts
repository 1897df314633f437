import { beforeEach, describe, expect, it } from "vitest";
import {
  isPendingFavourite,
  pendingFavourites,
  setLoginEmail,
  setPendingInterest,
  readLoginEmail,
  clearLoginEmail,
  takePendingFavourites,
  takePendingInterest,
  togglePendingFavourite,
} from "./pending-signup";

beforeEach(() => window.sessionStorage.clear());

describe("the favourites waiting for a login", () => {
  it("are added and taken away by the heart, and taken once", () => {
    expect(togglePendingFavourite({ stageId: "s-1", objectId: null })).toBe(true);
    expect(togglePendingFavourite({ stageId: "s-1", objectId: "o-1" })).toBe(true);
    expect(isPendingFavourite({ stageId: "s-1", objectId: null })).toBe(true);
    expect(togglePendingFavourite({ stageId: "s-1", objectId: "o-1" })).toBe(false);
    expect(takePendingFavourites()).toEqual([{ stageId: "s-1", objectId: null }]);
    expect(takePendingFavourites()).toEqual([]);
  });

  it("ignore what storage holds that is not a favourite", () => {
    window.sessionStorage.setItem("housing:pending-favourites", '[{"stageId":3},{"stageId":"s-2"},"x"]');
    expect(pendingFavourites()).toEqual([{ stageId: "s-2", objectId: null }]);
    window.sessionStorage.setItem("housing:pending-favourites", "{not json");
    expect(pendingFavourites()).toEqual([]);
  });
});

describe("the interest and the login e-mail", () => {
  it("are taken once, the e-mail read until cleared", () => {
    setPendingInterest({ stageId: "s-1", objectId: "o-1", email: "anna@example.com" });
    setLoginEmail("anna@example.com");
    expect(takePendingInterest()).toEqual({ stageId: "s-1", objectId: "o-1", email: "anna@example.com" });
    expect(takePendingInterest()).toBeNull();
    expect(readLoginEmail()).toBe("anna@example.com");
    clearLoginEmail();
    expect(readLoginEmail()).toBeNull();
  });
});
