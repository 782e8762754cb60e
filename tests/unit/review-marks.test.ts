import { changesSummary, freeSpot, keyMove, markFromDrag, markInputs, markLabel, moveMark, pointAt } from '@/domain/review-marks';
import { RECT_MIN, reviewInput } from '@/domain/validation/proofing';

// The customer's marks while she edits them (docs/decisions/proofing-marks.md, "The customer's gallery").

describe('markFromDrag', () => {
  it('a drag with both sides at least RECT_MIN is a rectangle, its corners in either order', () => {
    expect(markFromDrag({ x: 0.8, y: 0.75 }, { x: 0.5, y: 0.5 }, false)).toMatchObject({ kind: 'rect', x: 0.5, y: 0.5, w: expect.closeTo(0.3), h: expect.closeTo(0.25) });
  });
  it('a tap, or a side under RECT_MIN, is a point where the press began', () => {
    expect(markFromDrag({ x: 0.2, y: 0.3 }, { x: 0.6, y: 0.7 }, true)).toMatchObject({ kind: 'point', x: 0.2, y: 0.3 });
    expect(markFromDrag({ x: 0.2, y: 0.3 }, { x: 0.6, y: 0.3 + RECT_MIN / 2 }, false)).toMatchObject({ kind: 'point', x: 0.2, y: 0.3 });
  });
  it('a drag past the photo ends at its edge', () => {
    expect(markFromDrag({ x: 0.9, y: 0.9 }, { x: 1.4, y: 1.2 }, false)).toMatchObject({ kind: 'rect', x: 0.9, y: 0.9, w: expect.closeTo(0.1), h: expect.closeTo(0.1) });
  });
});

describe('moving a mark', () => {
  it('arrows move by 1 %, with Shift by 5 %; other keys do not', () => {
    expect(keyMove('ArrowRight', false)).toEqual({ dx: 0.01, dy: 0 });
    expect(keyMove('ArrowUp', true)).toEqual({ dx: 0, dy: -0.05 });
    expect(keyMove('a', false)).toBeNull();
  });
  it("'Thêm điểm đánh dấu' steps aside from a mark at the centre", () => {
    expect(freeSpot([], { x: 0.5, y: 0.5 })).toEqual({ x: 0.5, y: 0.5 });
    expect(freeSpot([pointAt(0.5, 0.5), pointAt(0.55, 0.51)], { x: 0.5, y: 0.5 })).toEqual({ x: expect.closeTo(0.6), y: 0.5 });
  });
  it('keeps the whole mark inside the photo', () => {
    expect(moveMark(pointAt(0.99, 0.5), 0.05, 0)).toMatchObject({ x: 1, y: 0.5 });
    const rect = { ...markFromDrag({ x: 0.5, y: 0.5 }, { x: 0.8, y: 0.7 }, false) };
    expect(moveMark(rect, 0.5, -0.9)).toMatchObject({ x: expect.closeTo(0.7), y: 0 });
  });
});

describe('what is sent and said', () => {
  it('sends the marks in order, as the shared rules accept them', () => {
    const marks = [{ ...pointAt(0.2, 0.3), note: ' Làm mờ nốt ruồi ' }, { ...markFromDrag({ x: 0.5, y: 0.5 }, { x: 0.8, y: 0.7 }, false), note: 'Làm sáng vùng này' }];
    const inputs = markInputs(marks);
    expect(inputs).toEqual([
      { kind: 'POINT', x: 0.2, y: 0.3, note: 'Làm mờ nốt ruồi' },
      { kind: 'RECT', x: 0.5, y: 0.5, w: expect.closeTo(0.3), h: expect.closeTo(0.2), note: 'Làm sáng vùng này' },
    ]);
    const parsed = reviewInput.safeParse({ decision: 'changes', marks: inputs.map((input) => ({ ...input, kind: input.kind.toLowerCase() })) });
    expect(parsed.success).toBe(true);
  });
  it('names a mark for screen readers, and sums it up on the tile', () => {
    expect(markLabel(2, 'IMG_001.jpg', 'Làm sáng')).toBe('Ghi chú 2 trên ảnh IMG_001.jpg: Làm sáng');
    expect(markLabel(3, 'IMG_001.jpg', '  ')).toBe('Ghi chú 3 trên ảnh IMG_001.jpg: (chưa có ghi chú)');
    expect(changesSummary(3, '')).toBe('Cần sửa: 3 điểm');
    expect(changesSummary(0, 'Làm sáng nền')).toBe('Cần sửa: Làm sáng nền');
  });
});
