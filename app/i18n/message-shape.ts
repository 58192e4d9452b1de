/** A widened copy of a message tree's shape: every string is `string`, every function keeps its parameters. */
export type MessageShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: MessageShape<T[K]> };
