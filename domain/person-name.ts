// Vietnamese names are written family name first: 'Phạm Minh Anh' is last_name 'Phạm Minh'
// (họ and tên đệm) and first_name 'Anh' (tên). Every screen, message, export and audit line shows
// a person this way, and sorts by the folded family name (provider/src/db/fold.ts).

/** A person's name as the studio writes it, family name first; either part may be missing. */
export function personName(familyName: string | null | undefined, givenName: string | null | undefined): string {
  return `${familyName ?? ''} ${givenName ?? ''}`.trim();
}

/** The same for a person as the API returns one (`last_name`, `first_name`). */
export function fullName(person: { last_name?: string | null; first_name?: string | null }): string {
  return personName(person.last_name, person.first_name);
}
