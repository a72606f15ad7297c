import type { AppConfig } from '../../contract/index.ts';

// The config cache (a port of ServerDeps), defined in the kernel so deps.ts names no area;
// app-config/service.ts implements it.
export interface ConfigSnapshot {
  config: AppConfig;
  gameListVersion: string;
}

export interface ConfigService {
  get(): Promise<ConfigSnapshot>;
  /** Forget the cached copy (after an operator edits config). */
  invalidate(): void;
}
