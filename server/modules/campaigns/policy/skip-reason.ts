/**
 * Why a contact is not being called now. Each policy file exports its own reasons; `skip-reasons.ts`
 * lists them all. `stored` reasons are state on the contact (contacts.skip_reason), written by the
 * step that decided; the others depend on the clock and are derived when read. `copy` is what the
 * contact table shows; `{time}` is filled with when the contact may next be called.
 */
export type SkipReason = {
  code: string;
  copy: string;
  stored: boolean;
};
