import { z } from 'zod';
import { groupThousands } from '../number-text';

// Field rules several forms share (a text's length and characters, a person's name, an email),
// so each limit and message is written once.

/** Control characters: a NUL byte cannot even be stored in PostgreSQL text, the others cannot be shown. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same, except tab and line breaks, for texts of several lines. */
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const capitalised = (label: string) => `${label[0]!.toUpperCase()}${label.slice(1)}`;

/**
 * A trimmed text of at most `max` characters without control characters ('multiline' keeps
 * tabs and line breaks). `label` names the field in the messages, as a sentence starts with it.
 */
export function checkedText(label: string, max: number, { multiline = false } = {}) {
  const forbidden = multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  return z
    .string({ error: `${capitalised(label)} không hợp lệ` })
    .trim()
    .max(max, `${capitalised(label)} tối đa ${groupThousands(max)} ký tự`)
    .refine((value) => !forbidden.test(value), `${capitalised(label)} chứa ký tự không hợp lệ`);
}

/** A required one-line text: 'Yêu cầu nhập <label>' when empty. */
export const requiredText = (label: string, max: number) => checkedText(label, max).pipe(z.string().min(1, `Yêu cầu nhập ${label}`));

/** A person's family or given name ('họ', 'tên'): staff accounts, cloud accounts, registrations. */
export const personName = (label: 'họ' | 'tên') => requiredText(label, 80);

/** An email address as accounts are keyed: trimmed and lower-cased. */
export const emailAddress = z.string().trim().toLowerCase().min(1, 'Yêu cầu nhập email').max(254, 'Email quá dài').pipe(z.email('Nhập email hợp lệ'));
