/** Round icon buttons of the header (menu, bell, settings): 40 px targets with a focus ring. */
export const headerIconButtonClassName =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors ' +
  'hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary ' +
  'data-[state=open]:bg-primary-soft data-[state=open]:text-primary';

/** The account menu's avatar button (components/layout/account-menu.tsx and its popover). */
export const accountTriggerClassName =
  'rounded-full p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary data-[state=open]:ring-2 data-[state=open]:ring-primary/40';
