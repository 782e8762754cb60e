import type { SVGProps } from 'react';
import { LineIcon, type IconShape } from '@/components/ui/line-icon';

// Line icons of the chat screens (components/ui/line-icon.tsx), decorative: their buttons carry the name.

type IconProps = SVGProps<SVGSVGElement>;

const chatIcon = (shapes: readonly IconShape[]) => {
  const Icon = (props: IconProps) => <LineIcon shapes={shapes} {...props} />;
  return Icon;
};

const FRAME = { rect: [3.5, 4.5, 17, 15, 2.5] } as const;
const RING = { circle: [12, 12, 8.5] } as const;

export const ChatBubbleIcon = chatIcon([
  'M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z',
  'M8 8.5h8M8 12h5',
]);
export const ComposeIcon = chatIcon([
  'M12 4H6.5A2.5 2.5 0 0 0 4 6.5v11A2.5 2.5 0 0 0 6.5 20h11a2.5 2.5 0 0 0 2.5-2.5V12',
  'M17.5 3.5a2.1 2.1 0 0 1 3 3L12 15l-4 1 1-4z',
]);
export const SendIcon = chatIcon(['M4 12 20 4l-6 16-2.5-6.5z', 'm11.5 13.5 8.5-9.5']);
export const ImageIcon = chatIcon([FRAME, { circle: [9, 10, 1.8] }, 'm20.5 16-5-5-8.5 8.5']);
export const EmojiIcon = chatIcon([RING, 'M8.5 14a4.5 4.5 0 0 0 7 0', { d: 'M9 9.5h.01M15 9.5h.01', strokeWidth: 2.6 }]);
export const InfoIcon = chatIcon([RING, { d: 'M12 11v5M12 8h.01', strokeWidth: 2 }]);
export const BackIcon = chatIcon(['M15 5l-7 7 7 7']);
export const CloseIcon = chatIcon(['M6 6l12 12M18 6 6 18']);
export const SearchIcon = chatIcon([{ circle: [11, 11, 6.5] }, 'm20 20-4.2-4.2']);

export const CollapseIcon = ({ collapsed, ...props }: IconProps & { collapsed: boolean }) => (
  <LineIcon shapes={[FRAME, 'M9.5 4.5v15', collapsed ? 'm13 10 2 2-2 2' : 'm15 10-2 2 2 2']} {...props} />
);
