import { PlaceholderPage } from '../placeholder-page';

export const UploadContactsPage = () => <PlaceholderPage title="Upload Contacts" />;
