/**
 * The status a new database starts from: public/status.json, checked by `npm run check` and bundled where it is
 * needed (the server, the CLIs, the Worker), read once on a first start (an empty database), never written.
 */
import file from "../../public/status.json";
import type { StatusFile } from "../config/status-schema.ts";

export const seed = file as StatusFile;
