'use client';

import { useCallback, useEffect, useState, type ComponentProps, type ComponentType } from 'react';

// The header's menus and drawers (Radix popovers and dialogs, their contents) are code no staff
// page needs before someone opens one: each is its own chunk, imported when the pointer reaches
// its button, the button takes the focus, or it is pressed (docs/decisions/page-weight.md,
// "The staff shell's first-load JavaScript"). Until it has been opened once, the button is a
// plain one that looks and reads the same as Radix's closed trigger (aria-haspopup, aria-expanded,
// data-state), so nothing moves and a screen reader announces the same button.

const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * The component `load` resolves to, once it has been asked for (`preload`) and has arrived; null
 * before. `load` must be a module-level function (it keys the cache shared by every instance).
 */
export function useLazyPart<P>(load: () => Promise<ComponentType<P>>) {
  const [Part, setPart] = useState<ComponentType<P> | null>(() => (loaded.get(load) as ComponentType<P> | undefined) ?? null);
  const [wanted, setWanted] = useState(false);
  const preload = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (!wanted || Part) return;
    let alive = true;
    // A failed import (the network is down) is tried again on the next preload.
    load().then(
      (component) => {
        loaded.set(load, component);
        if (alive) setPart(() => component);
      },
      () => alive && setWanted(false),
    );
    return () => {
      alive = false;
    };
  }, [wanted, Part, load]);
  return { Part, preload };
}

type PlaceholderTriggerProps = Omit<ComponentProps<'button'>, 'onClick'> & { preload: () => void; onOpen: () => void };

/** The closed trigger before its Radix part has loaded: pressing it (click, Enter, Space) asks for the part and opens it once here. */
export function PlaceholderTrigger({ preload, onOpen, ...rest }: PlaceholderTriggerProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...rest}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      onClick={() => {
        preload();
        onOpen();
      }}
    />
  );
}
