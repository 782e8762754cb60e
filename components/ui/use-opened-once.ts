'use client';

import { useState } from 'react';

/**
 * False until `open` is first true, then true for good: a dialog whose code loads on first open
 * (React.lazy) mounts then and stays mounted, so closing it still animates.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened;
}
