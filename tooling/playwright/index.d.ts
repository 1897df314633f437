export declare function chromiumExecutable(): string;
export declare const chromiumArgs: string[];
export declare function chromiumProject(name?: string): {
  name: string;
  use: { browserName: "chromium"; launchOptions: { executablePath: string; args: string[] } };
};
