'use client';

import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { filesFromDrop, filesFromInput, type PickedFile } from './pick-files';

/** Drop files or whole folders here, or pick them with the two buttons (keyboard-usable). */
export function DropZone({ onFiles }: { onFiles: (files: PickedFile[]) => void | Promise<void> }) {
  const [over, setOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  async function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    await onFiles(await filesFromDrop(event.dataTransfer));
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border px-4 py-8 text-center transition-colors',
        over && 'border-primary bg-primary-soft',
      )}
    >
      <p className="font-medium text-foreground">Kéo thả tệp hoặc thư mục vào đây</p>
      <p className="text-sm text-muted">hoặc</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" variant="secondary" onClick={() => filesInput.current?.click()}>
          Chọn tệp
        </Button>
        <Button type="button" variant="secondary" onClick={() => folderInput.current?.click()}>
          Chọn thư mục
        </Button>
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        aria-label="Chọn tệp"
        onChange={(event) => {
          if (event.target.files) void onFiles(filesFromInput(event.target.files));
          event.target.value = '';
        }}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        hidden
        aria-label="Chọn thư mục"
        // Not in React's typings: lets the picker choose a whole folder.
        {...{ webkitdirectory: '' }}
        onChange={(event) => {
          if (event.target.files) void onFiles(filesFromInput(event.target.files));
          event.target.value = '';
        }}
      />
    </div>
  );
}
