/** The feed rendered live, from the store (app/middleware.ts hands /live/<path> to it). */
export const prerender = false;
export { GET } from "~/pages/[...lang]/status.atom";
