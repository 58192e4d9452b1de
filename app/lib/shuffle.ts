/** Fisher–Yates: a shuffled copy in which every order is equally likely, unlike `sort(() => Math.random() - 0.5)`. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    // Clamp so a source that returns exactly 1 (or a little over) cannot index past i.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
