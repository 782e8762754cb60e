import type { ViewerImage, ViewerItem } from '@/components/viewer/image-viewer';
import { browserImageType } from '@/domain/cloud-file-display';
import { formatBytes } from '@/domain/validation/cloud-file-rules';
import { cloudFileUrl, cloudPreviewUrl, cloudScreenUrl, cloudThumbnailUrl } from '@/lib/client/queries/cloud-files';
import { resultPreviewUrl, resultScreenUrl, resultThumbnailUrl, resultUrl, type TaskResult } from '@/lib/client/queries/deliveries';

// A job's result as the viewer shows it (docs/decisions/viewer.md): its thumbnail, large rendition
// and file, beside the customer's original of the same name. The customer reads both through her
// own routes, staff through the studio's; both may open the original itself at 100 % (staff who
// work the job read it: docs/decisions/originals-on-the-job.md), or its rendition for a RAW.

/** A result's layers: thumbnail, screen and large renditions, and the file itself where the browser shows it. */
export function resultImage(result: Pick<TaskResult, 'id' | 'has_thumbnail' | 'type'>, audience: 'staff' | 'cloud'): ViewerImage {
  return {
    thumbnail: result.has_thumbnail ? resultThumbnailUrl(result.id, audience) : null,
    screen: result.has_thumbnail ? resultScreenUrl(result.id, audience) : null,
    preview: result.has_thumbnail ? resultPreviewUrl(result.id, audience) : null,
    full: result.type ? resultUrl(result.id, audience) : null,
  };
}

/** The customer's original's layers, through her routes or the studio's. */
export function originalImage(original: { id: number; name: string | null; hasThumbnail: boolean }, audience: 'staff' | 'cloud'): ViewerImage {
  const studio = audience === 'staff' ? 'studio' : 'cloud';
  return {
    thumbnail: original.hasThumbnail ? cloudThumbnailUrl(original.id, studio) : null,
    screen: original.hasThumbnail ? cloudScreenUrl(original.id, studio) : null,
    preview: original.hasThumbnail ? cloudPreviewUrl(original.id, studio) : null,
    // The original itself where the browser shows it (the customer, and the staff who work the
    // job: docs/decisions/originals-on-the-job.md), else its large rendition.
    full: original.name && browserImageType(original.name) ? cloudFileUrl(original.id, studio) : original.hasThumbnail ? cloudPreviewUrl(original.id, studio) : null,
  };
}

export function resultViewerItem(result: TaskResult, audience: 'staff' | 'cloud'): ViewerItem {
  const original = result.original_file_id;
  return {
    key: result.id,
    name: result.name,
    after: resultImage(result, audience),
    before: original === null ? null : originalImage({ id: original, name: result.original_name ?? null, hasThumbnail: result.original_has_thumbnail }, audience),
    beforeName: result.original_name ?? null,
    download: { href: resultUrl(result.id, audience), label: `Tải xuống ${formatBytes(result.size)}` },
  };
}
