import { buttonClassName } from '@/components/ui/button';

/**
 * 'Xuất CSV' and 'Xuất Excel': plain download links to the export route with the screen's own
 * query string, so the file holds exactly the rows and totals the screen shows.
 */
export function ExportButtons({ report, query, disabled = false }: { report: string; query: string; disabled?: boolean }) {
  const href = (format: 'csv' | 'xlsx') => `/api/reports/${report}/export?${query ? `${query}&` : ''}dinh-dang=${format}`;
  if (disabled) {
    return (
      <div className="flex gap-2" aria-disabled="true">
        <span className={buttonClassName({ variant: 'secondary', size: 'sm' }) + ' pointer-events-none opacity-60'}>Xuất CSV</span>
        <span className={buttonClassName({ variant: 'secondary', size: 'sm' }) + ' pointer-events-none opacity-60'}>Xuất Excel</span>
      </div>
    );
  }
  return (
    <div className="flex gap-2">
      <a href={href('csv')} download className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
        Xuất CSV
      </a>
      <a href={href('xlsx')} download className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
        Xuất Excel
      </a>
    </div>
  );
}
