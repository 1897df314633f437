/** Spec section 9: a block hash scrolls after 500 ms and leaves 150 px above the block (the sticky header). */
export const BLOCK_HASH_DELAY_MS = 500;
export const BLOCK_HASH_OFFSET_PX = 150;

/** Whether a location hash points at a content block (spec section 2: a hash containing `block-`). */
export function isBlockHash(hash: string): boolean {
  return hash.includes("block-");
}

/**
 * Scrolls to the block a `#block-…` hash names, after the delay (the block may
 * still be laying out: images, client components), with the offset above it.
 * Returns a cancel function for effect clean-up.
 */
export function scheduleBlockHashScroll(hash: string, win: Window = window): () => void {
  if (!isBlockHash(hash)) return () => undefined;
  const id = decodeHash(hash);
  const timer = win.setTimeout(() => {
    const block = win.document.getElementById(id);
    if (!block) return;
    const top = block.getBoundingClientRect().top + win.scrollY - BLOCK_HASH_OFFSET_PX;
    const isReducedMotion = win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    win.scrollTo({ top: Math.max(0, top), behavior: isReducedMotion ? "auto" : "smooth" });
  }, BLOCK_HASH_DELAY_MS);
  return () => win.clearTimeout(timer);
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
