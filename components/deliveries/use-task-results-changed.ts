'use client';

import { useEffect, useRef } from 'react';
import { OnTaskResultsChangedDocument } from '@/graphql/generated/operations.generated';
import { onRealtimeConnected, subscribeRealtime } from '@/lib/client/realtime';

/**
 * Runs `refresh` when the provider says the job's results (or its request items) changed —
 * task_results_changed, which checks who may see the job — and on every (re)connection, for what
 * happened while the socket was down (docs/decisions/delivery.md). The results panel and
 * 'Yêu cầu của khách' each read their data again through it.
 */
export function useTaskResultsChanged(taskId: number, refresh: () => void) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const run = () => latest.current();
    const stop = subscribeRealtime(OnTaskResultsChangedDocument, { taskId }, run);
    const stopConnected = onRealtimeConnected(run);
    return () => {
      stop();
      stopConnected();
    };
  }, [taskId]);
}
