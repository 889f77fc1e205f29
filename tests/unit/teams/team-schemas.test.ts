import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChangeRoleSchema, InviteInputSchema } from '../../../shared/teams/team-schemas';

describe('team input schemas', () => {
  it('trims and lower-cases the invited e-mail', () => {
    const parsed = InviteInputSchema.parse({ email: '  Jane.Roe@Example.COM ', role: 'member' });
    expect(parsed).toEqual({ email: 'jane.roe@example.com', role: 'member' });
  });

  it('puts the form messages under the fields', () => {
    const result = InviteInputSchema.safeParse({ email: 'jane@', role: 'admin' });
    expect(result.success).toBe(false);
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      role: ['Choose owner or member'],
    });
  });

  it('rejects a member id that is not a uuid with the not-in-workspace message', () => {
    const result = ChangeRoleSchema.safeParse({ userId: '42', role: 'owner' });
    expect(z.flattenError(result.error!).fieldErrors.userId).toEqual([
      'This member is not part of your workspace.',
    ]);
  });
});
