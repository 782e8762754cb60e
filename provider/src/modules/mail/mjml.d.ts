// The part of mjml 5's API the mail layout uses (the package ships no types; @types/mjml describes
// mjml 4, whose compile was synchronous). mjml 5 compiles asynchronously.
declare module 'mjml' {
  export type MjmlError = { line: number; message: string; tagName: string; formattedMessage: string };
  export type MjmlOptions = { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; beautify?: boolean };
  export default function mjml2html(mjml: string, options?: MjmlOptions): Promise<{ html: string; errors: MjmlError[] }>;
}
