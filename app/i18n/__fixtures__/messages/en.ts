// The reference of check-messages.test.ts (skipped by the directory listing, as the real en.ts is).
export const en = {
  common: { hello: "Hello", bye: "Bye" },
  home: { title: "Home", greet: (name: string) => `Hi ${name}` },
};
