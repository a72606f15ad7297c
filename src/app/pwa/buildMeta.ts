/** The meta tag index.html carries so the running app knows which build it booted (written by scripts/pwa). */
export const BUILD_META = 'swerte-build';
