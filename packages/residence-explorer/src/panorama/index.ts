export { PanoramaSection, type PanoramaSectionProps } from "./panorama-section";
export { LazyPanoramaViewer } from "./lazy-panorama-viewer";
export type { PanoramaViewerProps } from "./panorama-viewer";
export { ROOM_KEYS, type RoomKey } from "./room-label";
