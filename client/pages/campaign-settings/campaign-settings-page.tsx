import { useState } from 'react';
import { RealCallsNotice } from '../../components/real-calls-notice';
import { SimulatedCallsNotice } from '../../components/simulated-calls-notice';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { trpc } from '../../lib/trpc';
import { CallSettingsForm } from './call-settings-form';
import { GeneralSettingsForm } from './general-settings-form';
import { RulesTab } from './rules-tab';
import { ScheduleTab } from './schedule-tab';
import { ScopeNote } from './scope-note';
import { ScopePicker } from './scope-picker';
import { VariantsTab } from './variants-tab';
import { VoiceChoiceForm } from './voice-choice-form';

/** /dashboard/campaign-settings: defaults for all lists, or one list's own settings. */
export function CampaignSettingsPage() {
  const [listId, setListId] = useState<string | null>(null);
  const lists = trpc.contacts.lists.useQuery();
  const settings = trpc.campaignSettings.get.useQuery({ listId });
  const scopeKey = listId ?? 'defaults';

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Campaign Settings</h1>
        <p className="text-muted-foreground">How the auto-dialer works through your lists.</p>
      </div>
      <SimulatedCallsNotice />
      <RealCallsNotice listId={listId} />
      <Card>
        <CardHeader className="gap-3">
          <ScopePicker value={listId} lists={lists.data ?? []} onChange={setListId} />
          {settings.data ? (
            <ScopeNote listId={listId} usesDefaults={settings.data.usesDefaults} />
          ) : null}
        </CardHeader>
        <CardContent>
          {settings.isPending ? <Spinner label="Loading settings..." /> : null}
          {settings.isError ? (
            <LoadError
              title="Could not load the settings"
              error={settings.error}
              onRetry={() => settings.refetch()}
            />
          ) : null}
          {settings.data ? (
            <Tabs defaultValue="general">
              <TabsList>
                <TabsTrigger value="general">General</TabsTrigger>
                <TabsTrigger value="call-settings">Call Settings</TabsTrigger>
                <TabsTrigger value="schedule">Schedule</TabsTrigger>
                <TabsTrigger value="rules">Rules</TabsTrigger>
                <TabsTrigger value="variants">Variants</TabsTrigger>
              </TabsList>
              <TabsContent value="general" className="pt-4">
                <GeneralSettingsForm key={scopeKey} listId={listId} initial={settings.data} />
                <VoiceChoiceForm
                  key={`voice-${scopeKey}`}
                  listId={listId}
                  initial={settings.data.voice}
                />
              </TabsContent>
              <TabsContent value="call-settings" className="pt-4">
                <CallSettingsForm key={scopeKey} listId={listId} initial={settings.data.redial} />
              </TabsContent>
              <TabsContent value="schedule" className="pt-4">
                <ScheduleTab listId={listId} />
              </TabsContent>
              <TabsContent value="rules" className="pt-4">
                <RulesTab />
              </TabsContent>
              <TabsContent value="variants" className="pt-4">
                <VariantsTab key={scopeKey} listId={listId} />
              </TabsContent>
            </Tabs>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
