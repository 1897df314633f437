"use client";
import type { StepViewProps } from "../fields";
import { AreaChoice, ManualAddress } from "./address-parts";

/** The estate's address, typed by a board member without management (no listed residences to choose from). */
export function EstateAddressStep(props: StepViewProps) {
  return (
    <>
      <AreaChoice {...props} />
      <ManualAddress {...props} />
    </>
  );
}
