import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The viewers' control size: 44 px, a finger's target on a phone. */
export const controlClass = 'h-11 min-w-11 px-3';

type ZoomControlsProps = {
  /** The zoom as a percentage of the photo's own pixels, or null while its size is unknown. */
  percent: number | null;
  onZoomOut: () => void;
  onZoomIn: () => void;
  onFit: () => void;
  /** The readout's test id (the full-screen viewer's and the compare view's). */
  testId: string;
  /** More buttons after 'Vừa khung' (the viewer's '100 %'). */
  children?: ReactNode;
};

/** '−', the zoom readout, '+', 'Vừa khung': the zoom group of the full-screen viewer and of 'So sánh'. */
export function ZoomControls({ percent, onZoomOut, onZoomIn, onFit, testId, children }: ZoomControlsProps) {
  return (
    <div role="group" aria-label="Thu phóng" className="flex items-center gap-1">
      <Button variant="secondary" className={controlClass} aria-label="Thu nhỏ" onClick={onZoomOut}>
        −
      </Button>
      <output className="w-14 text-center text-sm tabular-nums" aria-live="polite" aria-label="Mức thu phóng" data-testid={testId}>
        {percent === null ? '…' : `${percent} %`}
      </output>
      <Button variant="secondary" className={controlClass} aria-label="Phóng to" onClick={onZoomIn}>
        +
      </Button>
      <Button variant="secondary" className={controlClass} onClick={onFit}>
        Vừa khung
      </Button>
      {children}
    </div>
  );
}
