import type { LogLevel } from "./env";

type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One JSON line per entry, so a log collector can parse it without a format of its own. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log = (entryLevel: Exclude<LogLevel, "silent">) => (message: string, fields?: Fields) => {
    if (RANK[entryLevel] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: entryLevel, message, ...fields }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

export const silentLogger: Logger = createLogger("silent");

/** The code of an error (a SQLSTATE, ECONNREFUSED), wherever it sits in the cause chain. */
export function errorCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z_]{2,32}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function classOf(error: Error): string {
  const name = error.constructor.name;
  return name && name !== "Error" ? name : error.name;
}

/**
 * What may be logged of an error: its class, its cause's class, its SQLSTATE and where it was
 * thrown. Never its message: a database error's message carries the SQL and its parameters, and
 * with them whatever a visitor typed (names, e-mails, phone numbers).
 */
export function describeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { errorClass: typeof error };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = errorCodeOf(error);
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .slice(0, 8)
    .map((line) => line.trim());
  return {
    errorClass: classOf(error),
    ...(cause ? { causeClass: classOf(cause) } : {}),
    ...(code ? { code } : {}),
    frames,
  };
}
