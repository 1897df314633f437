import type {
  AnySlotFiller,
  FeatureManifest,
  FilledSlots,
  PageSlotProps,
  SlotName,
  SlotProps,
} from "@housing/contracts/manifest";
import type { ComponentType, ReactNode } from "react";

/** What a slot's filler gets, from the page it is on: the site alone, or the page and its site. */
export function slotProps<Name extends SlotName>(name: Name, page: PageSlotProps): SlotProps<Name> {
  const siteOnly =
    name === "start.search" || name === "header.account" || name === "frame.overlay" || name === "frame.chat";
  return (siteOnly ? { site: page.site } : { model: page.model, site: page.site }) as SlotProps<Name>;
}

/** A slot's fillers rendered with the slot's props, or null when nobody fills it (an empty slot renders nothing). */
export function renderSlot(
  name: SlotName,
  fillers: ReadonlyMap<SlotName, readonly AnySlotFiller[]>,
  page: PageSlotProps,
): ReactNode {
  const found = fillers.get(name) ?? [];
  if (found.length === 0) return null;
  const props = slotProps(name, page);
  return found.map((filler, index) => {
    const Filler = filler.component as ComponentType<SlotProps<SlotName>>;
    return <Filler key={index} {...props} />;
  });
}

/** The slots a template declares, filled: a slot nobody fills is left out. */
export function fillSlots(
  names: readonly SlotName[],
  fillers: ReadonlyMap<SlotName, readonly AnySlotFiller[]>,
  page: PageSlotProps,
): FilledSlots {
  const slots: Partial<Record<SlotName, ReactNode>> = {};
  for (const name of names) {
    const node = renderSlot(name, fillers, page);
    if (node !== null) slots[name] = node;
  }
  return slots;
}

/** The fillers of each slot, in the manifests' order (a slot may have several: my pages' overview cards). */
export function collectSlotFillers(
  manifests: readonly FeatureManifest[],
): ReadonlyMap<SlotName, readonly AnySlotFiller[]> {
  const fillers = new Map<SlotName, AnySlotFiller[]>();
  for (const filler of manifests.flatMap((manifest) => manifest.slots ?? [])) {
    fillers.set(filler.slot, [...(fillers.get(filler.slot) ?? []), filler]);
  }
  return fillers;
}
