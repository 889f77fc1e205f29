import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import type { HailSearchFormState } from './use-hail-search-form';

/** Radius and date range inputs of the hail search. */
function HailSearchRange({ id, form }: { id: string; form: HailSearchFormState }) {
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-radius`}>Radius (miles)</Label>
        <Input
          id={`${id}-radius`}
          type="number"
          min={1}
          max={50}
          className="w-28"
          value={form.radius}
          onChange={(event) => form.setRadius(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-min`}>Smallest hail (inches)</Label>
        <Input
          id={`${id}-min`}
          type="number"
          min={0}
          max={10}
          step={0.25}
          placeholder="Any"
          className="w-28"
          value={form.minInches}
          onChange={(event) => form.setMinInches(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>From date</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={form.from}
          onChange={(e) => form.setFrom(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>To date</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={form.to}
          onChange={(e) => form.setTo(e.target.value)}
        />
      </div>
    </>
  );
}

/** The hail search form: address, radius, dates and the Search button. */
export function HailSearchForm({
  form,
  canSubmit,
  busy,
}: {
  form: HailSearchFormState;
  canSubmit: boolean;
  busy: boolean;
}) {
  const id = useId();
  return (
    <form onSubmit={form.submit} className="flex flex-col gap-3" aria-label="Hail damage search">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-address`}>Property Address</Label>
        <Input
          id={`${id}-address`}
          maxLength={300}
          placeholder="123 Main St, Dallas, TX 75201"
          value={form.address}
          onChange={(event) => form.setAddress(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <HailSearchRange id={id} form={form} />
        <Button type="submit" disabled={!canSubmit || busy}>
          <Search aria-hidden /> {busy ? 'Searching...' : 'Search'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Empty dates: the last two years.</p>
    </form>
  );
}
