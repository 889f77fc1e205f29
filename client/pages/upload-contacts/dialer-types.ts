import type { CampaignState, ContactStatus } from '../../../shared/dialer/contact-status';

// TEMP until the server's contacts router lands: then these come from the router outputs.
export type ListSummary = {
  id: string;
  name: string;
  description: string;
  fileName: string;
  createdAt: string;
  contactCount: number;
  state: CampaignState;
  nextRunAt: string | null;
  counts: Partial<Record<ContactStatus, number>>;
  usesDefaultSettings: boolean;
};

export type ContactRow = {
  id: string;
  rowNumber: number;
  phoneNumber: string;
  firstName: string;
  status: ContactStatus;
  attempts: number;
  lastAttemptAt: string | null;
};

export type ContactPage = { rows: ContactRow[]; total: number };
