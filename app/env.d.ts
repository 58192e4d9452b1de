/// <reference types="astro/client" />
declare namespace App {
  type HandedOver = import("./status-center/center").HandedOver;
  interface Locals extends HandedOver {
    /** The session cookie's token, and the operator it signs in (while the session lasts). */
    token?: string;
    operator?: { id: number; name: string };
  }
}
