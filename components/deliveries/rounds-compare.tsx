'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CompareVersion } from '@/components/viewer/compare-viewer';
import { CompareViewer } from '@/components/viewer/lazy';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { resultVersionsOptions } from '@/lib/client/queries/deliveries';
import { originalImage, resultImage } from './result-viewer-item';

// 'So sánh' of one result (docs/decisions/rounds-compare.md): the provider's result_versions — the
// customer's original and each round of the photo that this person may see (the customer: the
// delivered rounds; staff: every round of the job's chain) — in the compare dialog. It opens on
// the round before the result's own (the original for round 1) on the left and the result's on the right.

export function RoundsCompare({ resultId, audience, onClose }: { resultId: number; audience: 'staff' | 'cloud'; onClose: () => void }) {
  const query = useQuery(resultVersionsOptions(resultId));
  const data = query.data;
  const versions = useMemo<CompareVersion[] | null>(() => {
    if (!data) return null;
    const list: CompareVersion[] = [];
    if (data.original_file_id !== null && data.original_file_id !== undefined) {
      list.push({
        key: 'original',
        label: 'Ảnh gốc',
        image: originalImage({ id: data.original_file_id, name: data.original_name ?? null, hasThumbnail: data.original_has_thumbnail }, audience),
        alt: `Ảnh gốc ${data.original_name ?? ''}`,
      });
    }
    for (const round of data.rounds) list.push({ key: `round-${round.round}`, label: `Lần ${round.round}`, image: resultImage(round, audience), alt: `Lần ${round.round}: ${round.name}` });
    return list;
  }, [data, audience]);

  const own = data?.rounds.find((round) => round.id === resultId) ?? data?.rounds[data.rounds.length - 1];
  const ownIndex = versions && own ? versions.findIndex((version) => version.key === `round-${own.round}`) : -1;
  const initialRight = ownIndex >= 0 ? versions![ownIndex]!.key : null;
  const initialLeft = ownIndex > 0 ? versions![ownIndex - 1]!.key : (versions?.[0]?.key ?? null);
  const error = query.isError ? (query.error instanceof GraphQLRequestError ? query.error.message : 'Không tải được các lần sửa của ảnh.') : null;

  return <CompareViewer title={data?.name ?? ''} versions={versions} error={error} initialLeft={initialLeft} initialRight={initialRight} onClose={onClose} />;
}
