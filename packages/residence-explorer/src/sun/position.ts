/*
 * The sun's place in the sky for a moment and a place on Earth: the NOAA solar calculator's
 * formulas (after Meeus, "Astronomical Algorithms"), good to well under a tenth of a degree for
 * the years this site lives in. Atmospheric refraction is added near the horizon, as the published
 * tables do. Pure functions, no dependency: the sun study, the balcony hours and the tests use them.
 */

export interface SunPosition {
  /** Degrees clockwise from north (90 east, 180 south). */
  azimuth: number;
  /** Degrees above the horizon, refraction included; negative below it. */
  altitude: number;
}

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Julian centuries since J2000.0 for a moment. */
function julianCentury(date: Date): number {
  const julianDay = date.getTime() / 86_400_000 + 2_440_587.5;
  return (julianDay - 2_451_545) / 36_525;
}

/** The sun's declination (degrees) and the equation of time (minutes) for a Julian century. */
export function solarCoordinates(t: number): { declination: number; equationOfTime: number } {
  const meanLongitude = (280.46646 + t * (36_000.76983 + t * 0.0003032)) % 360;
  const meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const center =
    Math.sin(meanAnomaly * RAD) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * meanAnomaly * RAD) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * meanAnomaly * RAD) * 0.000289;
  const trueLongitude = meanLongitude + center;
  const omega = 125.04 - 1934.136 * t;
  const apparentLongitude = trueLongitude - 0.00569 - 0.00478 * Math.sin(omega * RAD);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(omega * RAD);
  const declination = Math.asin(Math.sin(obliquity * RAD) * Math.sin(apparentLongitude * RAD)) * DEG;

  const y = Math.tan((obliquity / 2) * RAD) ** 2;
  const l0 = meanLongitude * RAD;
  const m = meanAnomaly * RAD;
  const equationOfTime =
    4 *
    DEG *
    (y * Math.sin(2 * l0) -
      2 * eccentricity * Math.sin(m) +
      4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
      0.5 * y * y * Math.sin(4 * l0) -
      1.25 * eccentricity * eccentricity * Math.sin(2 * m));
  return { declination, equationOfTime };
}

/** Refraction (degrees) to add to a geometric altitude, NOAA's piecewise fit. */
function refraction(altitude: number): number {
  if (altitude > 85) return 0;
  const tanA = Math.tan(altitude * RAD);
  let arcSeconds: number;
  if (altitude > 5) arcSeconds = 58.1 / tanA - 0.07 / tanA ** 3 + 0.000086 / tanA ** 5;
  else if (altitude > -0.575)
    arcSeconds = 1735 + altitude * (-518.2 + altitude * (103.4 + altitude * (-12.79 + altitude * 0.711)));
  else arcSeconds = -20.772 / tanA;
  return arcSeconds / 3600;
}

/** Where the sun stands at `date` seen from latitude `lat` and longitude `lng` (degrees, east positive). */
export function sunPosition(date: Date, lat: number, lng: number): SunPosition {
  const { declination, equationOfTime } = solarCoordinates(julianCentury(date));
  const utcMinutes =
    date.getUTCHours() * 60 + date.getUTCMinutes() + date.getUTCSeconds() / 60 + date.getUTCMilliseconds() / 60_000;
  const trueSolarTime = (((utcMinutes + equationOfTime + 4 * lng) % 1440) + 1440) % 1440;
  const hourAngle = trueSolarTime / 4 < 0 ? trueSolarTime / 4 + 180 : trueSolarTime / 4 - 180;

  const latR = lat * RAD;
  const decR = declination * RAD;
  const cosZenith = Math.min(
    1,
    Math.max(-1, Math.sin(latR) * Math.sin(decR) + Math.cos(latR) * Math.cos(decR) * Math.cos(hourAngle * RAD)),
  );
  const zenith = Math.acos(cosZenith) * DEG;
  const geometricAltitude = 90 - zenith;

  const sinZenith = Math.sin(zenith * RAD);
  let azimuth: number;
  if (Math.abs(sinZenith * Math.cos(latR)) < 1e-9) {
    azimuth = lat > 0 ? 180 : 0;
  } else {
    const cosAzimuth = (Math.sin(latR) * cosZenith - Math.sin(decR)) / (Math.cos(latR) * sinZenith);
    const angle = Math.acos(Math.min(1, Math.max(-1, cosAzimuth))) * DEG;
    azimuth = hourAngle > 0 ? (angle + 180) % 360 : (540 - angle) % 360;
  }
  return { azimuth, altitude: geometricAltitude + refraction(geometricAltitude) };
}

/**
 * A unit vector from the scene's origin towards the sun, in the explorer's frame (+x east, +y up,
 * +z south): a directional light placed along it casts the sun's shadows.
 */
export function sunVector({ azimuth, altitude }: SunPosition): [number, number, number] {
  const az = azimuth * RAD;
  const alt = altitude * RAD;
  return [Math.cos(alt) * Math.sin(az), Math.sin(alt), -Math.cos(alt) * Math.cos(az)];
}
