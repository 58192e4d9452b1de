// What scripts/remark-sections.ts adds to every compiled MDX module, next to @types/mdx's default export.
declare module "*.mdx" {
  export const sections: readonly { readonly id: string; readonly title: string }[];
}
