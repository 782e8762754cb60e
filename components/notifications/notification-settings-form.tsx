'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import type { NotificationEvent } from '@/graphql/generated/operations.generated';
import { notificationSettingsOptions, useSaveNotificationSettings } from '@/lib/client/queries/notifications';

/**
 * The account page's 'Thông báo' card (docs/decisions/notification-settings.md): which events
 * notify this person, every event of their role with a checkbox; until saved, the role's defaults.
 */
export function NotificationSettingsForm() {
  const settings = useQuery(notificationSettingsOptions());
  const save = useSaveNotificationSettings();
  // The boxes as ticked on screen; null until the person changes one (the stored choice shows).
  const [ticked, setTicked] = useState<Set<NotificationEvent> | null>(null);

  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4 text-primary" /> Đang tải cài đặt thông báo...
      </p>
    );
  }
  if (settings.isError) {
    return (
      <Alert variant="error">
        Không tải được cài đặt thông báo.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void settings.refetch()}>
          Thử lại
        </button>
      </Alert>
    );
  }
  const stored = new Set(settings.data.filter((setting) => setting.enabled).map((setting) => setting.event));
  const current = ticked ?? stored;

  function toggle(event: NotificationEvent, on: boolean) {
    const next = new Set(current);
    if (on) next.add(event);
    else next.delete(event);
    setTicked(next);
  }

  return (
    <form
      aria-label="Cài đặt thông báo"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate([...current], {
          onSuccess: () => {
            setTicked(null);
            toast.success('Đã lưu cài đặt thông báo.');
          },
          onError: (error) => toast.error(error.message),
        });
      }}
    >
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm text-muted">Chọn những việc bạn muốn nhận thông báo (chuông và thông báo nổi).</legend>
        {settings.data.map((setting) => (
          <Checkbox
            key={setting.event}
            id={`thong-bao-${setting.event}`}
            label={setting.label}
            checked={current.has(setting.event)}
            onChange={(event) => toggle(setting.event, event.target.checked)}
            className="flex min-h-11 items-center gap-3"
          />
        ))}
      </fieldset>
      <div className="mt-5">
        <Button type="submit" pending={save.isPending}>
          Lưu cài đặt thông báo
        </Button>
      </div>
    </form>
  );
}
