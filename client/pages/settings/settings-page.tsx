import { ApiKeysCard } from './api-keys-card';
import { CallerIdentityCard } from './caller-identity-card';
import { ConsentEvidenceCard } from './consent-evidence-card';
import { IntegrationsSection } from './integrations-section';
import { LeadIntakeCard } from './lead-intake-card';
import { ProfileSection } from './profile-section';
import { RuleTableCard } from './rule-table-card';
import { SalesRepsCard } from './sales-reps-card';
import { SecurityCard } from './security-card';
import { TeamSection } from './team-section';
import { WeeklyReportCard } from './weekly-report-card';

export function SettingsPage() {
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Manage your account settings and API keys</p>
      </header>
      <ProfileSection />
      <TeamSection />
      <SalesRepsCard />
      <CallerIdentityCard />
      <ConsentEvidenceCard />
      <RuleTableCard />
      <WeeklyReportCard />
      <ApiKeysCard />
      <LeadIntakeCard />
      <IntegrationsSection />
      <SecurityCard />
    </section>
  );
}
