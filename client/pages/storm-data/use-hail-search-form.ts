import { type FormEvent, useState } from 'react';
import type { StormSearchLink } from '../../../shared/storm/storm-alert';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { DEFAULT_HAIL_RADIUS_MILES } from '../../../shared/storm/storm-schemas';
import { toast } from '../../components/ui/toaster';
import type { StormActions } from './use-storm-actions';

/** The hail search form's fields and its submit: an address is required, radius falls back. */
export function useHailSearchForm(actions: StormActions, link: StormSearchLink | null = null) {
  const [address, setAddress] = useState(link?.address ?? '');
  const [radius, setRadius] = useState(String(link?.radiusMiles ?? DEFAULT_HAIL_RADIUS_MILES));
  const [from, setFrom] = useState(link?.from ?? '');
  const [to, setTo] = useState(link?.to ?? '');
  const [minInches, setMinInches] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!address.trim()) {
      toast.error(STORM_MESSAGES.addressRequiredTitle, {
        description: STORM_MESSAGES.addressRequired,
      });
      return;
    }
    const radiusMiles = Number(radius) || DEFAULT_HAIL_RADIUS_MILES;
    const smallest = Number(minInches);
    actions.search({
      address,
      radiusMiles,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(minInches && smallest > 0 ? { minInches: smallest } : {}),
    });
  };
  return {
    address,
    setAddress,
    radius,
    setRadius,
    from,
    setFrom,
    to,
    setTo,
    minInches,
    setMinInches,
    submit,
  };
}

export type HailSearchFormState = ReturnType<typeof useHailSearchForm>;
