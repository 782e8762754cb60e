import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PersonCombobox } from '@/components/tasks/person-combobox';

/** The options' accessible names, in order (the avatars' initials are hidden from it). */
const optionNames = (names: string[]) => {
  const options = screen.getAllByRole('option');
  expect(options).toHaveLength(names.length);
  names.forEach((name, index) => expect(options[index]).toBe(screen.getByRole('option', { name })));
};

const editors = [
  { id: 3, name: 'Lê Biên Tập', email: 'editor@tm.local', avatarUrl: null },
  { id: 4, name: 'Phạm Minh Anh', email: 'editor2@tm.local', avatarUrl: null },
];

function Picker({ onChange = () => {} }: { onChange?: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="editor">Editor</label>
      <PersonCombobox
        id="editor"
        people={editors}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
        noneLabel="Tất cả"
        emptyText="Không có lựa chọn Editor tương ứng"
      />
    </>
  );
}

describe('person picker (combobox)', () => {
  it('narrows by name without diacritics and chooses with the keyboard', () => {
    const chosen = jest.fn();
    render(<Picker onChange={chosen} />);
    const input = screen.getByRole('combobox', { name: 'Editor' });
    expect(input).toHaveProperty('value', 'Tất cả');
    fireEvent.change(input, { target: { value: 'pham' } });
    optionNames(['Phạm Minh Anh']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen).toHaveBeenCalledWith(4);
    expect(input).toHaveProperty('value', 'Phạm Minh Anh');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through the options with the arrows, marks the active one, and closes on Escape', () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Editor' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    optionNames(['Tất cả', 'Lê Biên Tập', 'Phạm Minh Anh']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Lê Biên Tập' }).id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when nothing matches', () => {
    render(<Picker />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Editor' }), { target: { value: 'không ai' } });
    expect(screen.getByRole('status').textContent).toBe('Không có lựa chọn Editor tương ứng');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
