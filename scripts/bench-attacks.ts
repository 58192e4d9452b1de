/**
 * `npm run bench` under attack tools written by others (tests/attack-tools.ts), each for
 * `durationS` beside the page mix of scripts/bench-abuse.ts: the mix itself pipelined 10 deep
 * (autocannon -p 10); the mix while other clients pipeline 1,000 requests on a connection and hang
 * up without reading; the mix while 1,300 connections pipeline 16 requests each and never read;
 * and the mix during each of slowhttptest's slowloris, slow read and Range attacks (skipped with a
 * message without the tool). For each, every server process's open descriptors before, at most
 * during, and after.
 */
import { connect } from "node:net";
import autocannon from "autocannon";
import {
  runSlowHttpTest,
  serverDescriptors,
  slowhttptestMissing,
  type SlowAttack,
  type SlowFigures,
} from "../tests/attack-tools.ts";
import { figures, healthy, pageMix, type LoadFigures } from "./bench-abuse.ts";

/** One attack's effect on the server's processes: open descriptors before it and a second after it. */
export interface AttackDescriptors {
  attack: string;
  /** Each process: "server 123" (or its child's pid). */
  process: string;
  fdsBefore: number;
  /** Most seen while the attack ran (sampled every 100 ms). */
  fdsPeak: number;
  fdsAfter: number;
  /** Seconds after the attack until every process was back at its count before (or 60, given up). */
  settledS: number;
}

export interface AttackFigures {
  /** The page mix during each attack (and pipelined itself). */
  load: LoadFigures[];
  /** What slowhttptest reported per attack; empty without the tool. */
  slow: SlowFigures[];
  /** Pipelined hang-ups sent (connections × requests each). */
  pipelinedHangUps: number;
  descriptors: AttackDescriptors[];
  /** `/` answered 200 after all of them. */
  healthyAfter: boolean;
}

/** Writes `count` pipelined GETs of `path` on one connection and hangs up without reading. */
function pipelineAndHangUp(port: number, path: string, count: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(count), () => socket.destroy()),
    );
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

/**
 * The page mix beside attack tools written by others (see the top of this file). `largest` is the
 * largest JS asset: the file the pipelining, slow-read and Range attacks ask for.
 */
export async function runAttackTools(
  base: string,
  {
    pages,
    assets,
    largest,
    connections = 50,
    durationS = 10,
    serverPid,
  }: {
    pages: readonly string[];
    assets: readonly string[];
    largest: string;
    connections?: number;
    durationS?: number;
    serverPid?: number;
  },
): Promise<AttackFigures> {
  const requests = pageMix(pages, assets);
  const port = Number(new URL(base).port);
  const load: LoadFigures[] = [];
  const slow: SlowFigures[] = [];
  const descriptors: AttackDescriptors[] = [];
  let peak = new Map<number, number>();
  const sampler = setInterval(() => {
    for (const [pid, fds] of serverDescriptors(serverPid)) peak.set(pid, Math.max(peak.get(pid) ?? 0, fds));
  }, 100);
  /**
   * After an attack: waits (at most 60 s) until every process is back at its descriptors before it,
   * so the next attack starts on a settled server, and records before, peak, after and the wait.
   */
  const record = async (attack: string, before: Map<number, number>) => {
    const ended = Date.now();
    let after = serverDescriptors(serverPid);
    while ([...before].some(([pid, fds]) => (after.get(pid) ?? 0) > fds) && Date.now() - ended < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = serverDescriptors(serverPid);
    }
    const settledS = Math.round((Date.now() - ended) / 100) / 10;
    for (const [pid, fds] of before)
      descriptors.push({
        attack,
        process: `${pid === serverPid ? "server" : "child"} ${pid}`,
        fdsBefore: fds,
        fdsPeak: Math.max(fds, peak.get(pid) ?? 0),
        fdsAfter: after.get(pid) ?? Number.NaN,
        settledS,
      });
    peak = new Map();
  };
  const start = () => {
    peak = new Map();
    return serverDescriptors(serverPid);
  };

  let before = start();
  const pipelined = await autocannon({ url: base, connections, duration: durationS, pipelining: 10, requests });
  load.push(figures("pipelined -p 10", pipelined, connections, durationS));
  await record("autocannon -p 10", before);

  before = start();
  const attacking = { on: true };
  let pipelinedHangUps = 0;
  const hangUps = Array.from({ length: 10 }, async () => {
    while (attacking.on) {
      await pipelineAndHangUp(port, largest, 1000);
      pipelinedHangUps++;
    }
  });
  const underHangUps = await autocannon({ url: base, connections, duration: durationS, requests });
  attacking.on = false;
  await Promise.all(hangUps);
  load.push(figures("under pipelined hang-ups", underHangUps, connections, durationS));
  await record(`pipelined hang-ups (${pipelinedHangUps} × 1,000 GET ${largest})`, before);

  // Many connections that each pipeline 16 requests and never read: a connection holds one file.
  before = start();
  const holders = Array.from({ length: 1300 }, () => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.write(`GET ${largest} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(16)),
    );
    socket.pause();
    socket.on("error", () => {});
    return socket;
  });
  const underHolders = await autocannon({ url: base, connections, duration: durationS, requests });
  for (const socket of holders) socket.destroy();
  load.push(figures("under never-reading pipeliners", underHolders, connections, durationS));
  await record(`1,300 connections × 16 pipelined GET ${largest}, never read`, before);

  const attacks: [SlowAttack, string][] = [
    ["slowloris", "/"],
    ["slow read", largest],
    ["range", largest],
  ];
  for (const [attack, target] of attacks) {
    before = start();
    const [result, tool] = await Promise.all([
      autocannon({ url: base, connections, duration: durationS, requests }),
      runSlowHttpTest(attack, `${base}${target}`, { seconds: durationS }),
    ]);
    if (!tool) {
      console.warn(`bench: ${slowhttptestMissing}`);
      break;
    }
    load.push(figures(`under slowhttptest ${attack}`, result, connections, durationS));
    slow.push(tool);
    await record(`slowhttptest ${attack}`, before);
  }
  clearInterval(sampler);
  return { load, slow, pipelinedHangUps, descriptors, healthyAfter: await healthy(base) };
}

/** What the bench reports of an autocannon run: throughput, latency, failures. */
