// Types of live-stream.mjs (plain JavaScript: run with node, imported by tests/e2e/shows.spec.ts).
import type { Server } from 'node:http';
export declare function generateLiveStream(dir: string, opts?: { seconds?: number }): string;
export declare function serveLiveStream(dir: string, port: number): Promise<Server>;
