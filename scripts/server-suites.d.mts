// Types of server-suites.mjs (plain JavaScript: scripts/test-all.mjs imports it without a build step).
export declare const EMBEDDED_DATABASE_FILES: string[];
export declare const RAW_SQL_MODULES: Record<string, string[]>;
export declare const EMBEDDED_RUN_FILES: string[];
export declare function serverFilesFor(kind: 'postgres' | 'pglite'): string[];
