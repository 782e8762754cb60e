// A keyboard lift and drop restyled the whole page: @hello-pangea/dnd's dragging stylesheet sets
// `cursor` and `user-select` on body, inherited by every element, so Chromium recomputes the style
// of all of them at the lift and again at the drop (docs/decisions/page-weight.md, "A lift and a
// drop restyle the whole page"). With the keyboard neither property matters. While the person is
// using the keyboard, body carries `data-board-keyboard`, and app/globals.css keeps body's own
// values over the library's: its style does not change, so its descendants are not restyled.
// A pointer press removes the mark, so mouse and touch drags keep the grabbing cursor and the
// unselectable page exactly as before.
//
// Window capture listeners, added when this module is first evaluated: before the drag library's
// own (also window capture, added when the board mounts it), so the mark is set before it lifts.

export const KEYBOARD_MARK = 'data-board-keyboard';

if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    () => {
      if (!document.body.hasAttribute(KEYBOARD_MARK)) document.body.setAttribute(KEYBOARD_MARK, '');
    },
    true,
  );
  window.addEventListener('pointerdown', () => document.body.removeAttribute(KEYBOARD_MARK), true);
}
