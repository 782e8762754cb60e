import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { UnfinishedNotice } from '@/components/cloud/unfinished-batch';
import type { CloudBatch } from '@/lib/client/queries/cloud-files';

// The unfinished batch's card says honestly that the server removed an expired partial upload
// (docs/decisions/upload-expiry.md), and says nothing of it otherwise or while a file is arriving.

const batch = (changes: Partial<CloudBatch>): CloudBatch => ({
  id: 7,
  name: 'Ảnh cưới',
  request: '',
  created_at: '2026-11-20T03:00:00.000Z',
  state: 'RECEIVED',
  task_id: null,
  owner_id: 1,
  customer_id: null,
  file_count: 3,
  image_count: 3,
  uploading_count: 0,
  total_bytes: 3000,
  planned_count: 5,
  planned_bytes: 5000,
  completed_count: 3,
  arrived_bytes: 3000,
  unfinished: true,
  upload_expired_at: null,
  files: [],
  ...changes,
});

const show = (value: CloudBatch) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UnfinishedNotice batch={value} canAbandon />
    </QueryClientProvider>,
  );

it('says the unfinished part expired, its space was given back, and continuing sends the missing files again', () => {
  show(batch({ upload_expired_at: '2026-11-28T03:00:00.000Z' }));
  const said = screen.getByTestId('unfinished-expired').textContent;
  expect(said).toContain('Phần tải dở đã hết hạn');
  expect(said).toContain('trả lại chỗ đã giữ');
  expect(screen.getByRole('link', { name: 'Tiếp tục tải lên' }).getAttribute('href')).toBe('/user-cloud/upload-new-file?lo=7');
});

it('says nothing of expiry when nothing expired, or while a file is arriving again', () => {
  show(batch({}));
  expect(screen.queryByTestId('unfinished-expired')).toBeNull();
  show(batch({ upload_expired_at: '2026-11-28T03:00:00.000Z', uploading_count: 1 }));
  expect(screen.queryByTestId('unfinished-expired')).toBeNull();
  expect(screen.getAllByTestId('unfinished-arrived')).toHaveLength(2);
});
