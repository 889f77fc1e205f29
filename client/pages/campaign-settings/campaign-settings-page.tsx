import { PlaceholderPage } from '../placeholder-page';

export const CampaignSettingsPage = () => <PlaceholderPage title="Campaign Settings" />;
