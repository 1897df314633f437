import type { Clock } from "./clock";

export interface SimulatorOptions {
  /** The data directory shared by the simulators; each keeps its files in a folder named after it. */
  dataDir: string;
  /** Bind free ports chosen by the system instead of the fixed ones (tests). */
  freePorts: boolean;
  /** Time source; the system clock unless a test injects one. */
  clock: Clock;
  /** One line for the operator; never personal data. */
  log: (message: string) => void;
  /** The environment (read once by main), for each simulator's own settings. */
  env?: Record<string, string | undefined>;
}

export interface RunningSimulator {
  /** Where each of its servers answers, by name (machine-readable in the ready line). */
  urls: Record<string, string>;
  /** Files it wrote that a client needs (certificates), by name. */
  files?: Record<string, string>;
  close(): Promise<void>;
}

/** One provider's simulator, as main.ts lists them. */
export interface Simulator {
  name: string;
  start(options: SimulatorOptions): Promise<RunningSimulator>;
}
