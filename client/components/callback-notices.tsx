import { useLocation } from 'wouter';
import { CALLBACK_NOTICE } from '../../shared/calls/callback-notice';
import { useAccountEvents } from '../lib/account-events';
import { toast } from './ui/toaster';

/** On every dashboard page: a notice when a contact calls one of the account's numbers back. */
export function CallbackNotices() {
  const [, navigate] = useLocation();
  useAccountEvents((event) => {
    if (event.type !== 'callback.received') return;
    toast.info(event.message, {
      id: `callback-${event.callId}`,
      duration: 15_000,
      action: {
        label: CALLBACK_NOTICE.viewCall,
        onClick: () => navigate('/dashboard/call-logs'),
      },
    });
  });
  return null;
}
