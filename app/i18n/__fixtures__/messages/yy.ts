// A complete translation for check-messages.test.ts.
export const yy = {
  common: { hello: "Hola", bye: "Adiós" },
  home: { title: "Inicio", greet: (name: string) => `Hola ${name}` },
};
