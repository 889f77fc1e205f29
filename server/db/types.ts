import type { AgentsTables } from './tables/agents';
import type { AppointmentsTables } from './tables/appointments';
import type { AuthTables } from './tables/auth';
import type { BillingTables } from './tables/billing';
import type { CallLogsTables } from './tables/call-logs';
import type { ConsentTables } from './tables/consent';
import type { StatusCountsTables } from './tables/contact-status-counts';
import type { CoreTables } from './tables/core';
import type { DialRecordTables } from './tables/dial-records';
import type { DialerTables } from './tables/dialer';
import type { ImportsTables } from './tables/imports';
import type { KnowledgeTables } from './tables/knowledge';
import type { LandingTables } from './tables/landing';
import type { LeadIntakeTables } from './tables/lead-intake';
import type { LeadsTables } from './tables/leads';
import type { RegistriesTables } from './tables/registries';
import type { SalesRepTables } from './tables/sales-reps';
import type { StormTables } from './tables/storm';
import type { TeamsTables } from './tables/teams';
import type { WebhooksTables } from './tables/webhooks';
import type { WeeklyReportTables } from './tables/weekly-report';

export interface Database
  extends CoreTables,
    AuthTables,
    DialerTables,
    DialRecordTables,
    ConsentTables,
    TeamsTables,
    AgentsTables,
    LandingTables,
    StormTables,
    BillingTables,
    KnowledgeTables,
    CallLogsTables,
    AppointmentsTables,
    StatusCountsTables,
    LeadsTables,
    LeadIntakeTables,
    SalesRepTables,
    WeeklyReportTables,
    WebhooksTables,
    ImportsTables,
    RegistriesTables {}
