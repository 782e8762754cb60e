import type { ReviewMarkInput as ReviewMarkArg } from '../../generated/graphql.generated';
import type { ReviewMarkView } from '../../db/rows';

// The GraphQL form of a mark to the shared schema's (domain/validation/proofing.ts reviewMarkInput),
// and the marks as the answer mail lists them (docs/decisions/proofing-marks.md).

/** POINT/RECT/NOTE → 'point'/'rect'/'note'; the place is left as sent (null stays null) for the schema to judge. */
export function markInput(mark: ReviewMarkArg) {
  const kind = mark.kind === 'POINT' ? 'point' : mark.kind === 'RECT' ? 'rect' : 'note';
  if (kind === 'note') return { kind, note: mark.note };
  if (kind === 'point') return { kind, x: mark.x, y: mark.y, note: mark.note };
  return { kind, x: mark.x, y: mark.y, w: mark.w, h: mark.h, note: mark.note };
}

/** The general note, then each mark numbered: 'Da tối quá — (1) Làm sáng mặt; (2) Xóa vết bẩn'. */
export function mailNote(note: string, marks: Pick<ReviewMarkView, 'number' | 'kind' | 'note'>[]): string {
  const numbered = marks.filter((mark) => !(mark.kind === 'note' && mark.note === note && marks.length === 1)).map((mark) => `(${mark.number}) ${mark.note}`);
  return [note, numbered.join('; ')].filter(Boolean).join(' — ');
}
