// A broken translation for check-messages.test.ts: one key missing, one extra, one of the wrong kind.
export const xx = {
  common: { hello: "Olá" },
  home: { title: "Início", greet: "Oi", extra: "sobra" },
};
