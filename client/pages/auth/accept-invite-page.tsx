import { PlaceholderPage } from '../placeholder-page';

export const AcceptInvitePage = () => <PlaceholderPage title="Accept Invite" />;
