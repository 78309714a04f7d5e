import type { CategoryRuleDto } from '@bsp/shared';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api-client';
import { type RuleInput, type RuleTestResult, testRule } from '../api/rules';
import type { CategoryNames } from '../lib/category-names';

type Draft = {
  field: RuleInput['field'];
  op: RuleInput['op'];
  value: string;
  sign: NonNullable<RuleInput['sign']>;
  min_amount: string;
  max_amount: string;
  category: string;
};

const toInput = (d: Draft): RuleInput => ({
  field: d.field,
  op: d.op,
  value: d.value,
  sign: d.sign,
  min_amount: d.min_amount.trim() || null,
  max_amount: d.max_amount.trim() || null,
  category: d.category,
});

const errorOf = (error: unknown, fallback: string) => {
  if (!isApiError(error)) return fallback;
  const fields = Object.values(error.fields ?? {});
  return fields.length > 0 ? fields.join(' ') : error.message;
};

/** Create or edit a rule; "Test" shows how many past rows it would match before saving. */
export function RuleForm({
  rule,
  names,
  onSave,
  onCancel,
}: {
  rule?: CategoryRuleDto;
  names: CategoryNames;
  onSave: (input: RuleInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    field: rule?.field ?? 'description',
    op: rule?.op ?? 'contains',
    value: rule?.value ?? '',
    sign: rule?.sign ?? 'any',
    min_amount: rule?.min_amount ?? '',
    max_amount: rule?.max_amount ?? '',
    category: rule?.category ?? names.options[0]?.value ?? '',
  });
  const [tested, setTested] = useState<RuleTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setTested(null);
  };

  const run = async (action: () => Promise<void>, fallback: string) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setError(errorOf(e, fallback));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => onSave(toInput(draft)), 'Could not save the rule.');
  };
  const onTest = () =>
    void run(async () => setTested(await testRule(toInput(draft))), 'Could not test the rule.');

  return (
    <form
      className="grid gap-3 rounded-lg border p-3"
      onSubmit={onSubmit}
      aria-label={rule ? 'Edit rule' : 'New rule'}
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-field`}>When the</Label>
          <NativeSelect
            id={`${id}-field`}
            value={draft.field}
            onChange={(e) => set('field', e.target.value as Draft['field'])}
            className="h-9 w-36 py-0"
          >
            <option value="description">description</option>
            <option value="merchant">merchant</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-op`}>Test</Label>
          <NativeSelect
            id={`${id}-op`}
            value={draft.op}
            onChange={(e) => set('op', e.target.value as Draft['op'])}
            className="h-9 w-40 py-0"
          >
            <option value="contains">contains</option>
            <option value="equals">is exactly</option>
            <option value="startsWith">starts with</option>
            <option value="regex">matches (regex)</option>
          </NativeSelect>
        </div>
        <div className="grid min-w-40 flex-1 gap-1">
          <Label htmlFor={`${id}-value`}>Text</Label>
          <Input
            id={`${id}-value`}
            value={draft.value}
            maxLength={200}
            onChange={(e) => set('value', e.target.value)}
            className="h-9"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-sign`}>Direction</Label>
          <NativeSelect
            id={`${id}-sign`}
            value={draft.sign}
            onChange={(e) => set('sign', e.target.value as Draft['sign'])}
            className="h-9 w-36 py-0"
          >
            <option value="any">in or out</option>
            <option value="out">money out</option>
            <option value="in">money in</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-min`}>Amount from</Label>
          <Input
            id={`${id}-min`}
            inputMode="decimal"
            value={draft.min_amount}
            onChange={(e) => set('min_amount', e.target.value)}
            className="h-9 w-24"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-max`}>to</Label>
          <Input
            id={`${id}-max`}
            inputMode="decimal"
            value={draft.max_amount}
            onChange={(e) => set('max_amount', e.target.value)}
            className="h-9 w-24"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            id={`${id}-category`}
            value={draft.category}
            onChange={(e) => set('category', e.target.value)}
            className="h-9 w-56 py-0"
          >
            {names.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {tested ? (
        <div className="grid gap-1 text-sm" role="status" data-testid="rule-test-result">
          <p className="font-medium">
            Matches {tested.count === 1 ? '1 of your rows' : `${tested.count} of your rows`}.
          </p>
          {tested.sample.length > 0 ? (
            <ul className="grid gap-0.5 text-muted-foreground text-xs">
              {tested.sample.map((s) => (
                <li key={s.id} className="truncate">
                  {s.date ?? '—'} · {s.description} · {s.amount} {s.currency}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onTest} disabled={busy || !draft.value}>
          <FlaskConical aria-hidden="true" />
          Test on my rows
        </Button>
        <Button type="submit" disabled={busy || !draft.value || !draft.category}>
          {rule ? 'Save rule' : 'Add rule'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
