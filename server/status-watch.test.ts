// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * The server logs an invalid live status file once per change, and once when it is valid again;
 * a STATUS_FILE not written yet is not an error.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { watchStatusFile } from "./status-watch.ts";

const valid = readFileSync(join(import.meta.dirname, "..", "public", "status.json"), "utf8");
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

describe("watchStatusFile", () => {
  it("logs an invalid file once per change, with every problem on its line, and its return to valid once", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "rift-status-watch-")), "status.json");
    const lines: string[] = [];
    const stop = watchStatusFile(file, (level, message) => lines.push(`${level} ${message}`), 50);
    try {
      await settle();
      expect(lines, "a file not written yet").toEqual([]);
      writeFileSync(file, valid);
      await settle();
      expect(lines, "valid").toEqual([]);
      writeFileSync(file, valid.replace('"updatedAt": "', '"updatedAt": "x'));
      await settle();
      writeFileSync(file, valid.replace('"updatedAt": "', '"updatedAt": "x'));
      await settle();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^error the status file ${file} is invalid; .*\\n- updatedAt: must be an ISO 8601 time`),
      );
      writeFileSync(file, "{");
      await settle();
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain("- (root): is not JSON");
      writeFileSync(file, valid);
      await settle();
      writeFileSync(file, `${valid}\n`);
      await settle();
      expect(lines.slice(2)).toEqual([`info the status file ${file} is valid again`]);
    } finally {
      stop();
    }
  });
});
