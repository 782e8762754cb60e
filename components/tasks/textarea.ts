/** A multi-line text box with the inputs' look (notes, descriptions, reasons). */
export const textareaClassName =
  'block min-h-24 w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base leading-relaxed text-foreground shadow-sm ' +
  'placeholder:text-muted transition-colors focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/30 read-only:resize-none read-only:bg-background disabled:opacity-60 sm:text-sm';
