/// <reference types="astro/client" />
declare namespace App {
  interface Locals extends Partial<import("../server/serve").OnDemandLocals> {
    center: import("./status-center/center").Center;
    /** The session cookie's token, and the operator it signs in (while the session lasts). */
    token?: string;
    operator?: { id: number; name: string };
  }
}
