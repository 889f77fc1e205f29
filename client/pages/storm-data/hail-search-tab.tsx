import { AlertTriangle, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { DEFAULT_HAIL_RADIUS_MILES } from '../../../shared/storm/storm-schemas';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import { HailResults } from './hail-results';
import type { StormActions } from './use-storm-actions';

/**
 * The Hail Damage Search tab: a ZIP, an address with its ZIP, or "lat,lon"; a radius and dates
 * (empty: the last two years). Runs over the NOAA archive, or shows samples without one.
 */
export function HailSearchTab({
  canSearch,
  actions,
}: {
  canSearch: boolean;
  actions: StormActions;
}) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [radius, setRadius] = useState(String(DEFAULT_HAIL_RADIUS_MILES));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!address.trim()) {
      toast.error(STORM_MESSAGES.addressRequiredTitle, {
        description: STORM_MESSAGES.addressRequired,
      });
      return;
    }
    const radiusMiles = Number(radius) || DEFAULT_HAIL_RADIUS_MILES;
    actions.search({ address, radiusMiles, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Hail Damage Search</CardTitle>
        <CardDescription>
          Look up NOAA hail reports near a ZIP code, an address with its ZIP, or "lat,lon".
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {canSearch ? null : (
          <Alert role="note" className="border-warning bg-warning/10 text-foreground">
            <AlertTriangle aria-hidden className="text-warning" />
            <AlertDescription className="text-foreground">
              {HAIL_ARCHIVE_MESSAGES.noData}
            </AlertDescription>
          </Alert>
        )}
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Hail damage search">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-address`}>Property Address</Label>
            <Input
              id={`${id}-address`}
              maxLength={300}
              placeholder="123 Main St, Dallas, TX 75201"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-radius`}>Radius (miles)</Label>
              <Input
                id={`${id}-radius`}
                type="number"
                min={1}
                max={50}
                className="w-28"
                value={radius}
                onChange={(event) => setRadius(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-from`}>From date</Label>
              <Input
                id={`${id}-from`}
                type="date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-to`}>To date</Label>
              <Input
                id={`${id}-to`}
                type="date"
                value={to}
                onChange={(e) => setTo(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={!canSearch || actions.busy}>
              <Search aria-hidden /> {actions.busy ? 'Searching...' : 'Search'}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">Empty dates: the last two years.</p>
        </form>
        {actions.searchResult ? <HailResults result={actions.searchResult} /> : null}
      </CardContent>
    </Card>
  );
}
