// The part of mjml 5.4.1 (CommonJS, no typings) the responsive e-mail layout uses (content/responsive-email-layout.ts).
declare module 'mjml' {
  interface MjmlResult {
    readonly html: string;
    readonly errors: readonly { readonly message: string; readonly formattedMessage?: string }[];
  }
  function mjml2html(mjml: string, options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; keepComments?: boolean }): Promise<MjmlResult>;
  // eslint-disable-next-line no-restricted-syntax -- the CommonJS file's module.exports is this one function
  export default mjml2html;
}
