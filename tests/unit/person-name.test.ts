import { fullName, personName } from '@/domain/person-name';

// domain/person-name.ts: family name first, as every screen, message and export shows a person.
describe('a person’s name', () => {
  it.each([
    ['Phạm Minh', 'Anh', 'Phạm Minh Anh'],
    ['Nguyễn', 'Quản Trị', 'Nguyễn Quản Trị'],
    ['', 'Anh', 'Anh'],
    ['Phạm', null, 'Phạm'],
    [null, undefined, ''],
  ])('%p + %p → %p', (family, given, shown) => {
    expect(personName(family, given)).toBe(shown);
  });

  it('reads the API’s fields (last_name, first_name) the same way', () => {
    expect(fullName({ last_name: 'Lê', first_name: 'Biên Tập' })).toBe('Lê Biên Tập');
    expect(fullName({ last_name: null, first_name: 'Lan' })).toBe('Lan');
  });
});
