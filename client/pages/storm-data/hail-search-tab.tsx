import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';
import type { StormSearchLink } from '../../../shared/storm/storm-alert';
import { Alert, AlertDescription } from '../../components/ui/alert';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { HailResults } from './hail-results';
import { HailSearchForm } from './hail-search-form';
import { useHailSearchForm } from './use-hail-search-form';
import type { StormActions } from './use-storm-actions';

/**
 * The Hail Damage Search tab: a ZIP, an address with its ZIP, or "lat,lon"; a radius and dates
 * (empty: the last two years). Runs over the NOAA archive, or shows samples without one.
 */
export function HailSearchTab({
  canSearch,
  actions,
  link,
}: {
  canSearch: boolean;
  actions: StormActions;
  /** The storm search an alert opened (run once when the tab opens). */
  link: StormSearchLink | null;
}) {
  const form = useHailSearchForm(actions, link);
  const ran = useRef(false);
  useEffect(() => {
    if (!link || ran.current) return;
    ran.current = true;
    const { eventId: _, ...search } = link;
    actions.search(search);
  }, [link, actions]);

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
        <HailSearchForm form={form} canSubmit={canSearch} busy={actions.busy} />
        {actions.searchResult ? (
          <HailResults result={actions.searchResult} readyEventId={link?.eventId ?? null} />
        ) : null}
      </CardContent>
    </Card>
  );
}
