export { SunStudyPanel, type SunStudyPanelProps } from "./sun-study-panel";
export { balconySunHours, type BalconySunHoursInput } from "./hours";
export { sunPosition, sunVector, type SunPosition } from "./position";
export {
  DEFAULT_SUN_DAY,
  DEFAULT_SUN_FRAME,
  MINUTES_PER_FRAME,
  dateToFrame,
  defaultSunMoment,
  frameToDate,
  startOfLocalDay,
  type SunMoment,
} from "./time";
export { COMPASS_BEARINGS, compassFromBearing } from "./compass";
export { usePrefersReducedMotion } from "./reduced-motion";
