import { AGENT_TEMPLATES, type AgentTemplate } from '../../../shared/agents/agent-templates';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

/** The Choose Template tab: the templates, or start from scratch. */
export function TemplatePicker({
  onPick,
  onBlank,
}: {
  onPick: (template: AgentTemplate) => void;
  onBlank: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {AGENT_TEMPLATES.map((template) => (
        <div
          key={template.key}
          className="flex items-start justify-between gap-3 rounded-md border p-3"
        >
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <h3 className="font-medium">{template.draft.name}</h3>
              <Badge variant="secondary">{template.draft.category}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">{template.draft.description}</p>
          </div>
          <Button size="sm" onClick={() => onPick(template)}>
            Use Template
          </Button>
        </div>
      ))}
      <Button variant="outline" onClick={onBlank}>
        Start from scratch
      </Button>
    </div>
  );
}
