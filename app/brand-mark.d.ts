/** Path data of the logo mark drawn from brand.name, computed at build time (vite.config.ts, vitest.config.ts). */
declare const BRAND_MARK_PATH: string;
