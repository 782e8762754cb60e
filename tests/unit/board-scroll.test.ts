import { arrowStep, hiddenEdges } from '@/lib/client/board-scroll';

describe('hiddenEdges', () => {
  it('at the start only the right side hides columns', () => {
    expect(hiddenEdges(0, 2300, 1230)).toEqual({ left: false, right: true });
  });
  it('in the middle both sides do', () => {
    expect(hiddenEdges(500, 2300, 1230)).toEqual({ left: true, right: true });
  });
  it('at the end (sub-pixel leftovers included) only the left side does', () => {
    expect(hiddenEdges(1069.5, 2300, 1230)).toEqual({ left: true, right: false });
  });
  it('a board that fits hides nothing', () => {
    expect(hiddenEdges(0, 800, 1230)).toEqual({ left: false, right: false });
  });
});

describe('arrowStep', () => {
  it('scrolls most of the visible width', () => {
    expect(arrowStep(1000)).toBe(800);
    expect(arrowStep(0)).toBe(1);
  });
});
