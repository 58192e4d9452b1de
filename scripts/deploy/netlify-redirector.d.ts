/** netlify-redirector 0.5 ships no types: the part Netlify's CLI (and scripts/deploy/netlify.test.ts) uses. */
declare module "netlify-redirector" {
  const redirector: {
    /** A matcher for the rules @netlify/redirect-parser returns (JSON text). */
    parseJSON(rules: string, options: object): Promise<{ match(request: object): unknown }>;
    parsePlain(rules: string, options: object): Promise<{ match(request: object): unknown }>;
  };
  export default redirector;
}
