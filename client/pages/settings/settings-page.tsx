import { PlaceholderPage } from '../placeholder-page';

export const SettingsPage = () => <PlaceholderPage title="Settings" />;
