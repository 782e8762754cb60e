/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// One spelling convention across the product (docs/decisions/ui-conventions.md): the tone mark
// of an open 'oa', 'oe' or 'uy' sits on the main vowel — 'Xóa', 'Hủy', 'hóa', 'thủy' — never
// the older 'Xoá', 'Huỷ'. Checked over every source folder people's text comes from.
const FOLDERS = ['app', 'components', 'lib', 'domain', 'provider/src', 'graphql/schema', 'graphql/operations'];
const OLD_STYLE = /(?<!\p{L})\p{L}*(?:o[áàảãạ]|o[éèẻẽẹ]|u[ýỳỷỹỵ])(?!\p{L})/giu;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'generated' || name === 'migrations' ? [] : files(path);
    return /\.(tsx?|graphql|css)$/.test(name) ? [path] : [];
  });
}

describe('spelling', () => {
  it('finds the old style when it is there (the check can fail)', () => {
    expect('Bấm Xoá hoặc Huỷ'.match(OLD_STYLE)).toEqual(['Xoá', 'Huỷ']);
    expect('Xóa, Hủy, Hoàn thành, hoạt động, Thoát, khuya'.match(OLD_STYLE)).toBeNull();
  });

  it("uses 'Xóa/Hủy' spelling in every source file", () => {
    const found = FOLDERS.flatMap(files).flatMap((path) => (readFileSync(path, 'utf8').match(OLD_STYLE) ?? []).map((word) => `${path}: ${word}`));
    expect(found).toEqual([]);
  });
});
