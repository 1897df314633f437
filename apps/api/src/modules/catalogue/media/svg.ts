/** Small helpers for the drawings: numbers written the same way on every run, escaped text. */

/** At most one decimal, no trailing ".0": stable, short output. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ""): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${fill}"${extra}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(" ")}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ""): string {
  return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${num(width)}"${extra}/>`;
}

/** The outer element; `title` makes the drawing accessible where it is inlined. */
export function svgDocument(width: number, height: number, title: string, body: readonly string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    ...body,
    "</svg>",
    "",
  ].join("\n");
}

/** Colours of Nordic facades: brick, ochre, white render, grey, dark wood, pale green, Falu red, sand. */
export const FACADE_COLOURS = ["#b5523b", "#c9a66b", "#e8e2d4", "#8f9aa3", "#5b4636", "#9db39a", "#7d2a22", "#d9c9a3"] as const;
export const ROOF_COLOURS = ["#3b3b3b", "#5a2e24", "#4a4f55", "#2f3b3a"] as const;
export const ROOM_COLOURS = ["#f3e9d2", "#dbe7e4", "#e9dbe7", "#e4e9d2", "#d2dde9", "#f0dccb"] as const;
