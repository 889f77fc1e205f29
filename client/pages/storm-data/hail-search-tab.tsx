import { AlertTriangle, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import type { HailProbability } from '../../../shared/storm/storm-samples';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge, type BadgeProps } from '../../components/ui/badge';
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
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { toast } from '../../components/ui/toaster';
import type { StormActions } from './use-storm-actions';

const PROBABILITY_STYLE: Record<HailProbability, BadgeProps['variant']> = {
  High: 'destructive',
  Medium: 'warning',
  Low: 'secondary',
};

/** The Hail Damage Search tab: an address in, hail events out (samples until NOAA lands). */
export function HailSearchTab({
  hasProvider,
  actions,
}: {
  hasProvider: boolean;
  actions: StormActions;
}) {
  const id = useId();
  const [address, setAddress] = useState('');
  const result = actions.searchResult;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!address.trim()) {
      toast.error(STORM_MESSAGES.addressRequiredTitle, {
        description: STORM_MESSAGES.addressRequired,
      });
      return;
    }
    actions.search(address);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Hail Damage Search</CardTitle>
        <CardDescription>Look up hail events near a property address.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {hasProvider ? null : (
          <Alert role="note" className="border-warning bg-warning/10 text-foreground">
            <AlertTriangle aria-hidden className="text-warning" />
            <AlertDescription className="text-foreground">
              {STORM_MESSAGES.connectHailProvider}
            </AlertDescription>
          </Alert>
        )}
        <form onSubmit={submit} className="flex flex-col gap-1.5" aria-label="Hail damage search">
          <Label htmlFor={id}>Property Address</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={id}
              className="min-w-60 flex-1"
              maxLength={300}
              placeholder="123 Main St, Dallas, TX 75201"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
            <Button type="submit" disabled={!hasProvider || actions.busy}>
              <Search aria-hidden /> {actions.busy ? 'Searching...' : 'Search'}
            </Button>
          </div>
        </form>
        {result ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">Hail events near {result.address}</h3>
              {result.sample ? <Badge variant="outline">Sample data</Badge> : null}
            </div>
            {result.sample ? (
              <p className="text-sm text-muted-foreground">{STORM_MESSAGES.hailSamplesNote}</p>
            ) : null}
            <Table aria-label="Hail events">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Hail Size</TableHead>
                  <TableHead>Probability</TableHead>
                  <TableHead>Source</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.events.map((event) => (
                  <TableRow key={`${event.date}-${event.source}`}>
                    <TableCell>{event.date}</TableCell>
                    <TableCell>{event.size}</TableCell>
                    <TableCell>
                      <Badge variant={PROBABILITY_STYLE[event.probability]}>
                        {event.probability}
                      </Badge>
                    </TableCell>
                    <TableCell>{event.source}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
