/**
 * A clock a test moves, for the processes it starts (the compiled server, the CLIs), loaded into them with
 * `node --import` (tests/admin-client.ts `shiftedClock`): there Date.now() is the real time plus the
 * milliseconds written in the file CLOCK_SHIFT_FILE names, read at each call, so every process of the test
 * keeps the same time. The status center's sessions, invites and WebAuthn challenges expire by Date.now()
 * (app/status-center/accounts.ts): a test moves it by minutes instead of waiting seconds, so no step is
 * within a few seconds of a limit and a busy machine's delays cannot carry one across it.
 */
import { readFileSync } from "node:fs";

const file = process.env.CLOCK_SHIFT_FILE;
if (file) {
  const realNow = Date.now.bind(Date);
  Date.now = () => {
    const shift = Number(readFileSync(file, "utf8"));
    if (!Number.isFinite(shift)) throw new Error(`tests/shifted-clock.ts: ${file} holds no number`);
    return realNow() + shift;
  };
}
