import { useId, useMemo } from 'react';
import { PHONE_REGION_MESSAGES } from '../../../shared/phone/phone-messages';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** The account's default country for numbers without a country code; owners change it. */
export function PhoneRegionSelect() {
  const id = useId();
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const view = trpc.contacts.phoneRegion.useQuery();
  const save = trpc.contacts.setPhoneRegion.useMutation({
    onSuccess: (next) => {
      utils.contacts.phoneRegion.setData(undefined, next);
      toast.success(PHONE_REGION_MESSAGES.saved);
    },
    onError: (error) => toast.error(errorMessage(error, PHONE_REGION_MESSAGES.unknownRegion)),
  });
  const options = useMemo(
    () =>
      (view.data?.regions ?? [])
        .map((code) => ({ code, name: names.of(code) ?? code }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [view.data],
  );
  if (!view.data) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <label htmlFor={id}>{PHONE_REGION_MESSAGES.label}</label>
      <div className="w-56">
        <Select
          id={id}
          value={view.data.region}
          disabled={user?.role !== 'owner' || save.isPending}
          onChange={(event) => save.mutate({ region: event.target.value })}
        >
          {options.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

/** The region the preview reads numbers in (the server's default until it has answered). */
export function usePhoneRegion() {
  return trpc.contacts.phoneRegion.useQuery().data?.region ?? 'US';
}
