import type { ViewerItem } from '@/components/viewer/image-viewer';
import { browserImageType } from '@/domain/cloud-file-display';
import { formatBytes } from '@/domain/validation/cloud-files';
import { cloudFileUrl, cloudPreviewUrl, cloudThumbnailUrl } from '@/lib/client/queries/cloud-files';
import { resultPreviewUrl, resultThumbnailUrl, resultUrl, type TaskResult } from '@/lib/client/queries/deliveries';

// A job's result as the viewer shows it (docs/decisions/viewer.md): its thumbnail, large rendition
// and file, beside the customer's original of the same name. The customer reads both through her
// own routes, staff through the studio's; both may open the original itself at 100 % (staff who
// work the job read it: docs/decisions/originals-on-the-job.md), or its rendition for a RAW.

export function resultViewerItem(result: TaskResult, audience: 'staff' | 'cloud'): ViewerItem {
  const original = result.original_file_id;
  const studio = audience === 'staff' ? 'studio' : 'cloud';
  return {
    key: result.id,
    name: result.name,
    after: {
      thumbnail: result.has_thumbnail ? resultThumbnailUrl(result.id, audience) : null,
      preview: result.has_thumbnail ? resultPreviewUrl(result.id, audience) : null,
      full: result.type ? resultUrl(result.id, audience) : null,
    },
    before:
      original === null
        ? null
        : {
            thumbnail: result.original_has_thumbnail ? cloudThumbnailUrl(original, studio) : null,
            preview: result.original_has_thumbnail ? cloudPreviewUrl(original, studio) : null,
            // The original itself where the browser shows it (the customer, and the staff who work
            // the job: docs/decisions/originals-on-the-job.md), else its large rendition.
            full: result.original_name && browserImageType(result.original_name) ? cloudFileUrl(original, studio) : result.original_has_thumbnail ? cloudPreviewUrl(original, studio) : null,
          },
    beforeName: result.original_name ?? null,
    download: { href: resultUrl(result.id, audience), label: `Tải xuống ${formatBytes(result.size)}` },
  };
}
