import { describe, expect, it } from 'vitest';
import { WORKSPACE_NAME_MESSAGES } from '../../../shared/teams/workspace-name';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { addUser, callerFor, createOwner } from './team-fixtures';

const ctx = await createTestContext();

describe('workspace rename', () => {
  it("lets an owner rename the workspace; every member sees the new name, other accounts don't change", async () => {
    const owner = await createOwner(ctx, 'Jane');
    const member = await addUser(ctx, owner.accountId, 'member');
    const other = await createOwner(ctx, 'Other');
    const renamed = await callerFor(ctx, owner).teams.renameWorkspace({
      name: '  Summit Roofing & Gutters ',
    });
    expect(renamed).toEqual({ accountName: 'Summit Roofing & Gutters' });
    expect((await callerFor(ctx, member).teams.listMembers()).accountName).toBe(
      'Summit Roofing & Gutters',
    );
    expect((await callerFor(ctx, other).teams.listMembers()).accountName).toBe('Other Roofing');
  });

  it('refuses members, and an empty, overlong or control-character name', async () => {
    const owner = await createOwner(ctx, 'Bounds');
    const member = await addUser(ctx, owner.accountId, 'member');
    const refused = await rejection(
      callerFor(ctx, member).teams.renameWorkspace({ name: 'Taken Over' }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    for (const name of ['', '   ', 'x'.repeat(101), 'Roof\u0007ing']) {
      const error = await rejection(callerFor(ctx, owner).teams.renameWorkspace({ name }));
      expect(error.code).toBe('BAD_REQUEST');
    }
    const empty = await rejection(callerFor(ctx, owner).teams.renameWorkspace({ name: ' ' }));
    expect(empty.message).toContain(WORKSPACE_NAME_MESSAGES.required);
    expect((await callerFor(ctx, owner).teams.listMembers()).accountName).toBe('Bounds Roofing');
  });
});
