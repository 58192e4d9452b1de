/** React Router's dev-only module that installs React Refresh's preamble (imported by app/islands/dev.ts). */
declare module "virtual:react-router/inject-hmr-runtime";
