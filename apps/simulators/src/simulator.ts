import type { EnvSource } from "./env";

/** What main hands every simulator when it starts it. */
export interface SimulatorStartOptions {
  /** The port to listen on; 0 picks a free one. */
  port: number;
  /** Loopback only. */
  host: string;
  /** Folder for state that must survive a restart (keys); each simulator uses its own sub-folder. */
  dataDir: string;
  /** The environment, for the simulator's own settings. */
  env: EnvSource;
}

export interface RunningSimulator {
  name: string;
  port: number;
  /** The base address clients are configured with (for an OIDC provider: its issuer). */
  url: string;
  close(): Promise<void>;
}

export interface Simulator {
  name: string;
  /** The port used when none is given. */
  defaultPort: number;
  start(options: SimulatorStartOptions): Promise<RunningSimulator>;
}
