/** How each game and executor status reads and which badge tone it gets. */
export const gameStatuses = ["operational", "degraded", "down", "maintenance"] as const;
export type GameStatus = (typeof gameStatuses)[number];

const labels = {
  operational: "Operational",
  degraded: "Degraded",
  down: "Down",
  maintenance: "Maintenance",
} as const satisfies Record<GameStatus, string>;

const tones = {
  operational: "ok",
  degraded: "warn",
  down: "danger",
  maintenance: "neutral",
} as const satisfies Record<GameStatus, "ok" | "warn" | "danger" | "neutral">;

export function statusLabel(status: GameStatus) {
  return labels[status];
}

export function statusTone(status: GameStatus) {
  return tones[status];
}

export const executorStatusText = {
  working: { label: "Working", tone: "ok" },
  updating: { label: "Updating", tone: "warn" },
  patched: { label: "Patched", tone: "danger" },
} as const satisfies Record<"working" | "updating" | "patched", { label: string; tone: "ok" | "warn" | "danger" }>;

export const platformLabels = { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" } as const;

/** A game's key in `status.json`: its title in lower case, runs of other characters as "-". */
export function gameSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
