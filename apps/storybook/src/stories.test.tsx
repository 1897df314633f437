/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { act, cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import preview from "../.storybook/preview";

/*
 * Smoke test: every story of every story file renders with the preview's decorators (locale,
 * brand, next/navigation) without throwing. Play functions are not run here (Storybook runs
 * them); a story that throws while rendering, or a story file that fails to load, fails this.
 */
setProjectAnnotations(preview);

const files = import.meta.glob<Record<string, unknown>>("./stories/**/*.stories.tsx", { eager: true });

afterEach(() => cleanup());

describe.each(Object.entries(files))("%s", (_path, module) => {
  // Each story file's exports, composed with the preview's decorators and globals.
  const composed: Record<string, ComponentType> = composeStories(module as Parameters<typeof composeStories>[0]);
  const stories = Object.entries(composed);
  it.each(stories)("%s renders", async (_name, Story) => {
    const { container } = render(<Story />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeInstanceOf(HTMLElement);
  });
});
