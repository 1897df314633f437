export declare function findPostgresBinDir(): string | null;
export declare function freePort(): Promise<number>;
export declare function startPostgres(options?: { settings?: Record<string, string> }): Promise<{
  url: string;
  port: number;
  version: string | undefined;
  stop(): void;
}>;
