import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/** What really happens to the keys: workspace-wide, encrypted, server-side only. */
export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5" aria-hidden /> Security
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        API keys are encrypted (AES-256-GCM) and stored with your workspace, not in a personal
        profile. They are used only on our server, are never sent back to any browser and are never
        kept in browser storage. Only workspace owners can change them; members see whether each key
        is configured.
      </CardContent>
    </Card>
  );
}
