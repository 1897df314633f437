/**
 * Whether the browser can draw the 3D building: WebGL exists and a context can be made (a
 * browser may have the API with the GPU blocked). Without it the explorer shows the table and
 * the facade drawing (issue 24).
 */
export function hasWebGL(): boolean {
  if (typeof window === "undefined" || typeof window.WebGLRenderingContext === "undefined") return false;
  try {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    if (!context) return false;
    context.getExtension("WEBGL_lose_context")?.loseContext();
    return true;
  } catch {
    return false;
  }
}

/** Whether the visitor asked for less motion: the camera then jumps between views. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

/**
 * Whether WebGL is drawn by the CPU (SwiftShader, llvmpipe: no GPU, a blocked driver): the scene
 * then draws without antialiasing, at one device pixel, with a smaller shadow map, to stay usable.
 */
export function isSoftwareRenderer(): boolean {
  if (typeof document === "undefined") return false;
  try {
    const context = document.createElement("canvas").getContext("webgl");
    if (!context) return false;
    const info = context.getExtension("WEBGL_debug_renderer_info");
    const renderer = info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    context.getExtension("WEBGL_lose_context")?.loseContext();
    return /swiftshader|llvmpipe|software|softpipe/i.test(renderer);
  } catch {
    return false;
  }
}
