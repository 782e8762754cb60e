import type { NavIcon as NavIconName } from '@/lib/navigation/menus';
import { cn } from '@/components/ui/class-names';
import { LineIcon, type IconShape } from '@/components/ui/line-icon';

// Line icons of the menus (components/ui/line-icon.tsx). Decorative: the link text names the screen.
const shapes: Record<NavIconName, readonly IconShape[]> = {
  home: ['M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1v-9.5Z'],
  create: [{ rect: [4, 4, 16, 16, 3] }, 'M12 8.5v7M8.5 12h7'],
  chat: ['M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-4.5 3.5V17H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z'],
  bell: ['M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z', 'M10 20a2 2 0 0 0 4 0'],
  mail: ['M3 6h18v12H3Z', 'M3 7l9 6 9-6'],
  calendar: [{ rect: [4, 5.5, 16, 14.5, 2] }, 'M4 10h16M8.5 3.5v4M15.5 3.5v4'],
  editor: [{ circle: [10, 8, 3.5] }, 'M3.5 20a6.5 6.5 0 0 1 11-4.7M15 20l1-3.5 4-4 2.5 2.5-4 4L15 20Z'],
  status: [{ rect: [4, 4, 4.5, 16, 1] }, { rect: [10, 4, 4.5, 11, 1] }, { rect: [16, 4, 4, 7, 1] }],
  chart: ['M4 20h16M6.5 16.5l4-5 3 3 5-7'],
  history: ['M4.5 12a7.5 7.5 0 1 0 2.2-5.3L4.5 9', 'M4.5 4.5V9H9M12 8v4.5l3 1.5'],
  revenue: [{ rect: [3.5, 6, 17, 12, 2] }, { circle: [12, 12, 2.5] }, 'M6.5 9v.01M17.5 15v.01'],
  report: ['M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10A.5.5 0 0 1 7 20V3.5Z', 'M14 3.5V8h4M10 16v-2.5M12.5 16v-4.5M15 16v-1.5'],
  sheet: [{ rect: [4, 4, 16, 16, 2] }, 'M4 9.5h16M4 14.5h16M10 9.5V20'],
  salary: [
    { circle: [12, 12, 8.5] },
    'M14.5 9.2c-.5-.8-1.4-1.2-2.5-1.2-1.5 0-2.5.8-2.5 2s1 1.6 2.5 2 2.5.9 2.5 2.1-1 2-2.5 2c-1.2 0-2.1-.5-2.6-1.3M12 6.5V8M12 16v1.5',
  ],
  payroll: [{ rect: [3.5, 5, 17, 14, 2] }, 'M3.5 9.5h17M7 14h4M7 16.5h2.5'],
  users: [{ circle: [9, 8.5, 3.5] }, 'M2.5 20a6.5 6.5 0 0 1 13 0M16 5.2a3.5 3.5 0 0 1 0 6.6M18.5 14.5a6.5 6.5 0 0 1 3 5.5'],
  approve: [{ circle: [10, 8, 3.5] }, 'M3.5 20a6.5 6.5 0 0 1 10-5.5M15 17.5l2 2 4-4.5'],
  cloud: ['M7 18.5h10a4 4 0 0 0 .6-8 5.5 5.5 0 0 0-10.6-1A4.5 4.5 0 0 0 7 18.5Z'],
  system: [
    { circle: [12, 12, 3] },
    'M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8',
  ],
  catalog: [{ rect: [4, 4, 7, 7, 1.5] }, { rect: [13, 4, 7, 7, 1.5] }, { rect: [4, 13, 7, 7, 1.5] }, { rect: [13, 13, 7, 7, 1.5] }],
  account: [{ circle: [12, 8.5, 4] }, 'M4.5 20.5a7.5 7.5 0 0 1 15 0'],
  settings: ['M4 7h9M17 7h3M4 17h3M11 17h9', { circle: [15, 7, 2] }, { circle: [9, 17, 2] }],
};

export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return <LineIcon shapes={shapes[name]} strokeWidth="1.7" className={cn('size-5 shrink-0', className)} />;
}

export function ChevronIcon({ className }: { className?: string }) {
  return <LineIcon shapes={['M6 9l6 6 6-6']} strokeWidth="2" className={cn('size-4 shrink-0', className)} />;
}

export function ExternalIcon({ className }: { className?: string }) {
  const d = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';
  return <LineIcon shapes={[d]} strokeWidth="2" className={cn('size-3.5 shrink-0', className)} />;
}

export function MenuIcon({ className }: { className?: string }) {
  return <LineIcon shapes={['M4 7h16M4 12h16M4 17h10']} className={cn('size-5.5', className)} />;
}

const GEAR =
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z';

export function GearIcon({ className }: { className?: string }) {
  return <LineIcon shapes={[{ circle: [12, 12, 3] }, GEAR]} strokeWidth="1.7" className={cn('size-5.5', className)} />;
}
