import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form';
import { isApiError } from '../../../lib/api-client';
import { useRuleMutations, useRules } from '../api/rules';
import type { CategoryNames } from '../lib/category-names';
import { moved, ruleText } from '../lib/rule-text';
import { RuleForm } from './rule-form';

/** The user's rules in order (the first that matches wins): create, edit, reorder, test, delete. */
export function RulesCard({ names }: { names: CategoryNames }) {
  const { data } = useRules();
  const rules = data?.items ?? [];
  const { create, update, remove, reorder } = useRuleMutations();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = rules.map((r) => r.id);
  const fail = (e: unknown) => setError(isApiError(e) ? e.message : 'Could not change the rules.');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Rules</CardTitle>
        <CardDescription>
          Rules run before anything else, top to bottom: the first rule that matches a row sets its
          category. New uploads use them; rows you categorised yourself are never changed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <ol className="grid gap-2" aria-label="Your rules" data-testid="rules-list">
          {rules.map((rule, index) =>
            editing === rule.id ? (
              <li key={rule.id}>
                <RuleForm
                  rule={rule}
                  names={names}
                  onCancel={() => setEditing(null)}
                  onSave={async (input) => {
                    await update.mutateAsync({ id: rule.id, ...input });
                    setEditing(null);
                  }}
                />
              </li>
            ) : (
              <li
                key={rule.id}
                className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm"
                data-testid="rule"
              >
                <span className="text-muted-foreground tabular-nums">{index + 1}.</span>
                <span className="min-w-0 flex-1">
                  {ruleText(rule)} → <strong>{names.label(rule.category)}</strong>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move rule ${index + 1} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => reorder.mutateAsync(moved(ids, rule.id, -1)).catch(fail)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move rule ${index + 1} down`}
                  disabled={index === rules.length - 1 || reorder.isPending}
                  onClick={() => reorder.mutateAsync(moved(ids, rule.id, 1)).catch(fail)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit rule ${index + 1}`}
                  onClick={() => setEditing(rule.id)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete rule ${index + 1}`}
                  onClick={() => remove.mutateAsync(rule.id).catch(fail)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ),
          )}
          {data && rules.length === 0 ? (
            <li className="text-muted-foreground text-sm">No rules yet.</li>
          ) : null}
        </ol>
        {names.options.length > 0 ? (
          <RuleForm
            key={rules.length}
            names={names}
            onSave={async (input) => {
              await create.mutateAsync(input);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
