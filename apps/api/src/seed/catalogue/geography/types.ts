/** A neighbourhood: name, latitude, longitude (WGS 84). */
export type AreaSeed = readonly [name: string, lat: number, lng: number];

export interface MunicipalitySeed {
  readonly name: string;
  /** The town centre. */
  readonly lat: number;
  readonly lng: number;
  /** Inhabitants in thousands (rounded; weights where the stages go). */
  readonly population: number;
  /** Typical new-build price per m² in the country's currency (SEK, NOK, EUR debt-free). */
  readonly sqmPrice: number;
  /** Real neighbourhoods; a municipality without them gets compass-point areas around its centre. */
  readonly areas?: readonly AreaSeed[];
}

export interface CountySeed {
  readonly name: string;
  /** Roughly the middle of the county. */
  readonly lat: number;
  readonly lng: number;
  readonly municipalities: readonly MunicipalitySeed[];
}
