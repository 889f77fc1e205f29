import { useState } from 'react';
import { CONSENT_LEDGER_MESSAGES } from '../../../shared/dialer/consent-ledger';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';

const REASON_MIN = 10;

/** Asks why a number that opted out itself may be called again (kept in the compliance log). */
export function OptOutReasonDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  removing: boolean;
  onConfirm: (reason: string) => void;
}) {
  const { open, onOpenChange, removing, onConfirm } = props;
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Call this number again?</DialogTitle>
          <DialogDescription>{CONSENT_LEDGER_MESSAGES.reasonRequired}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="remove-reason">Reason</Label>
          <Textarea
            id="remove-reason"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={removing || reason.trim().length < REASON_MIN}
            onClick={() => {
              onConfirm(reason.trim());
              onOpenChange(false);
            }}
          >
            Remove from the list
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Remove, for an owner; a number that opted out itself asks for the reason first. */
export function RemoveNumberButton(props: {
  optedOut: boolean;
  removing: boolean;
  onRemove: (reason?: string) => void;
}) {
  const { optedOut, removing, onRemove } = props;
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={removing}
        onClick={() => (optedOut ? setAsking(true) : onRemove())}
      >
        Remove
      </Button>
      <OptOutReasonDialog
        open={asking}
        onOpenChange={setAsking}
        removing={removing}
        onConfirm={onRemove}
      />
    </>
  );
}
