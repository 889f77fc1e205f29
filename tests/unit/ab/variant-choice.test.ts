import { describe, expect, it } from 'vitest';
import {
  contactHashKey,
  variantFor,
} from '../../../server/modules/campaigns/variants/variant-choice';
import { assignVariant } from '../../../shared/ab/variant-assignment';
import {
  SaveVariantsInput,
  VARIANT_MESSAGES,
  variantsRefusal,
} from '../../../shared/ab/variant-inputs';

const LIST = '11111111-1111-4111-8111-111111111111';
const A = { id: 'a', voiceAgentId: 'agent-a', weight: 50 };
const B = { id: 'b', voiceAgentId: 'agent-b', weight: 50 };
const C = { id: 'c', voiceAgentId: 'agent-c', weight: 50 };
const contacts = Array.from({ length: 3000 }, (_, i) => i + 1);

describe('the variant a claimed contact is dialled by', () => {
  it('is the hash of contact and list at the first dispatch, to be stored', () => {
    for (const id of contacts.slice(0, 200)) {
      const choice = variantFor({ id, listId: LIST, abVariantId: null }, [A, B]);
      expect(choice!.fresh).toBe(true);
      expect(choice!.variant.id).toBe(assignVariant(contactHashKey(LIST, id), [A, B]));
    }
  });

  it('stays the stored one after the weights change (redials are not re-hashed)', () => {
    const reweighted = [
      { ...A, weight: 1 },
      { ...B, weight: 100 },
    ];
    let changedByHash = 0;
    for (const id of contacts) {
      const first = variantFor({ id, listId: LIST, abVariantId: null }, [A, B])!.variant.id;
      const again = variantFor({ id, listId: LIST, abVariantId: first }, reweighted)!;
      expect(again).toEqual({ variant: reweighted.find((v) => v.id === first), fresh: false });
      if (assignVariant(contactHashKey(LIST, id), reweighted) !== first) changedByHash++;
    }
    // The new weights would have moved many contacts: keeping them is the stored assignment's doing.
    expect(changedByHash).toBeGreaterThan(1000);
  });

  it("moves a stopped variant's contacts by the same hash among the rest, and nobody else", () => {
    for (const id of contacts) {
      const first = variantFor({ id, listId: LIST, abVariantId: null }, [A, B, C])!.variant.id;
      const after = variantFor({ id, listId: LIST, abVariantId: first }, [A, C])!;
      if (first === 'b') {
        expect(after.fresh).toBe(true);
        expect(after.variant.id).toBe(assignVariant(contactHashKey(LIST, id), [A, C]));
      } else {
        expect(after).toEqual({ variant: first === 'a' ? A : C, fresh: false });
      }
    }
  });

  it('is none when the list runs no variant', () => {
    expect(variantFor({ id: 1, listId: LIST, abVariantId: 'a' }, [])).toBeNull();
  });
});

describe('variant inputs', () => {
  const agent = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  it("refuses more variants than the plan's agents with the catalogued message", () => {
    const two = [{ agentId: 'x' }, { agentId: 'y' }];
    expect(variantsRefusal(two, { agents: 1, label: 'Starter plan' })).toBe(
      'Your Starter plan includes 1 voice agent: a list can test at most 1 variant',
    );
    expect(variantsRefusal(two, { agents: 2, label: 'Pro plan' })).toBeNull();
    expect(variantsRefusal([two[0]!, two[0]!], { agents: 2, label: 'Pro plan' })).toBe(
      VARIANT_MESSAGES.sameAgent,
    );
  });

  it('takes 2 to 4 variants with whole weights from 1 to 100', () => {
    const ok = { listId: LIST, variants: [1, 2].map((n) => ({ agentId: agent(n), weight: 50 })) };
    expect(SaveVariantsInput.safeParse(ok).success).toBe(true);
    const messageOf = (input: unknown) =>
      SaveVariantsInput.safeParse(input).error?.issues[0]?.message;
    expect(messageOf({ ...ok, variants: ok.variants.slice(0, 1) })).toBe(VARIANT_MESSAGES.count);
    expect(
      messageOf({
        ...ok,
        variants: [1, 2, 3, 4, 5].map((n) => ({ agentId: agent(n), weight: 1 })),
      }),
    ).toBe(VARIANT_MESSAGES.count);
    expect(
      messageOf({ ...ok, variants: [{ agentId: agent(1), weight: 0.5 }, ok.variants[1]] }),
    ).toBe(VARIANT_MESSAGES.weight);
  });
});
