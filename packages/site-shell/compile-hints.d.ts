export declare const COMPILE_HINT: string;
export declare function firstLoadChunks(distDir: string): string[];
export declare function markFirstLoadChunks(distDir: string): { marked: number; chunks: number };
