import { useId } from 'react';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PERIODS, type PeriodKey } from '../lib/period';

export type PeriodChoice = { key: PeriodKey; from: string; to: string };

/** This month / last 3 / last 12 months / all time / custom from–to. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (value: PeriodChoice) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="period-picker">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <NativeSelect
          id={`${id}-period`}
          value={value.key}
          onChange={(e) => onChange({ ...value, key: e.target.value as PeriodKey })}
          className="w-44"
        >
          {PERIODS.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {value.key === 'custom' ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
              className="w-40"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
              className="w-40"
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
