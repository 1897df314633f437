"use client";
import { createContext, useContext, type ReactNode } from "react";
import type { SessionUser } from "@housing/contracts";

/**
 * What the header hands the filler of its account place (the slot `header.account`, filled by
 * auth-bankid): its action buttons' look, the user menu's foldout, and where to say who is
 * logged in (the header then shows the notifications, favourites and user menu). A core type, so
 * the header and the feature that fills its slot need not import each other. No jotai here.
 */
export interface HeaderAccount {
  /** The class names of the header's action buttons, so the account button looks like its neighbours. */
  classNames: { action: string; actionText: string; initials: string; userName: string };
  /** The header's user icon, drawn on the login button. */
  userIcon: ReactNode;
  /** The props of the button that opens the user menu foldout (one foldout open at a time). */
  userMenuButtonProps: () => Record<string, unknown>;
  /** Closes the header's open foldout (a modal on top: one layer at a time). */
  closeFoldouts: () => void;
  /** Tells the header who is logged in (null: nobody). */
  setUser: (user: SessionUser | null) => void;
}

const HeaderAccountContext = createContext<HeaderAccount | null>(null);

export function HeaderAccountProvider({ value, children }: { value: HeaderAccount; children?: ReactNode }) {
  return <HeaderAccountContext.Provider value={value}>{children}</HeaderAccountContext.Provider>;
}

/** The header's account place, or null outside a header (the filler then draws nothing). */
export function useHeaderAccount(): HeaderAccount | null {
  return useContext(HeaderAccountContext);
}
