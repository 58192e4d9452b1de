/// <reference types="astro/client" />
declare namespace App {
  type HandedOver = import("./status-center/center").HandedOver;
  interface Locals extends HandedOver {
    /** The session cookie's token, and the operator it signs in (while the session lasts). */
    token?: string;
    operator?: { id: number; name: string };
  }
}

// app/islands/after-paint.ts, added in astro.config.ts.
declare namespace Astro {
  interface ClientDirectives {
    "client:after-paint"?: boolean;
  }
}

// scripts/boot-scripts.ts: the boot scripts as the build compiled them, and every page's allowed script hashes.
declare module "virtual:boot-scripts" {
  export const bootScripts: import("../scripts/boot-compile.ts").BootScripts;
  export const scriptHashes: readonly string[];
}
