/**
 * After a failed submit: the first field with an error (in page order) is scrolled to just
 * below the sticky header and gets the focus, so the person sees what to fix and can type at
 * once. The field's wrapper (components/ui/field.tsx, `data-field`) carries
 * `scroll-margin-top` = the header's height (app/globals.css), so its label shows too.
 * Runs on the next frame, once the error messages (and aria-invalid) have rendered.
 */
export function revealFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    (field.closest<HTMLElement>('[data-field]') ?? field).scrollIntoView({ block: 'start', behavior: 'instant' });
    field.focus({ preventScroll: true });
  });
}
