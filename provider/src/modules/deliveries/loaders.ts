import type DataLoader from 'dataloader';
import type { GraphQLContext } from '../../context';
import type { ReviewMarkView } from '../../db/rows';
import { batchLoader, perRequest } from '../../per-request';
import { earlierMarksOfResults, marksOfResults } from './marks-data';

// Per-request batching of the results' marks: a gallery of 500 photos reads them in one query
// each, not one per photo (provider/src/per-request.ts).

export type MarkLoaders = {
  /** TaskResult.review_marks, by result id. */
  marks: DataLoader<number, ReviewMarkView[]>;
  /** TaskResult.earlier_marks, by result id. */
  earlier: DataLoader<number, ReviewMarkView[]>;
};

export const markLoaders = perRequest(
  (ctx: GraphQLContext): MarkLoaders => ({
    marks: batchLoader((ids) => marksOfResults(ctx.db, ids), [] as ReviewMarkView[]),
    earlier: batchLoader((ids) => earlierMarksOfResults(ctx.db, ids), [] as ReviewMarkView[]),
  }),
);
