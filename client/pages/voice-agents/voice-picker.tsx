import { useId } from 'react';
import { catalogueVoiceId, EDITOR_VOICE_NAMES } from '../../../shared/agents/agent-catalogue';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { FieldErrors } from './editor-fields';

type Voice = { id: string; name: string };

/** The editor's 11 voices; an agent's current voice stays listed even when it is not one of them. */
export function VoicePicker({
  voice,
  onChange,
  errors,
}: {
  voice: Voice;
  onChange: (voice: Voice) => void;
  errors: readonly string[] | undefined;
}) {
  const id = useId();
  const voices: Voice[] = EDITOR_VOICE_NAMES.map((name) => ({ id: catalogueVoiceId(name), name }));
  if (!voices.some((v) => v.id === voice.id)) voices.unshift(voice);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Voice</Label>
      <Select
        id={id}
        value={voice.id}
        onChange={(e) => onChange(voices.find((v) => v.id === e.target.value) ?? voice)}
      >
        {voices.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </Select>
      <FieldErrors errors={errors} />
    </div>
  );
}
