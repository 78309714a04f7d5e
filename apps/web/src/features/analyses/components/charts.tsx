import { memo, type ReactNode, useId, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import type { BalanceDatum, BalanceLine } from '../../insights/lib/chart-data';
import { wrapLabel } from '../lib/chart-labels';
import { formatDate, type MonthFlow, money, monthLabel, type Slice } from '../lib/insights';

const IN = '#047857';
const OUT = '#b91c1c';
const PRIMARY = 'oklch(0.51 0.23 277)';

function compact(value: number, currency: string): string {
  try {
    // (XXX: the statement printed no currency — plain figures, not "XXX 2k")
    return new Intl.NumberFormat('en-GB', {
      ...(currency === 'XXX' ? {} : { style: 'currency', currency }),
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    return String(value);
  }
}

/**
 * A chart with its accessible alternative: the data table is always in the document (visually
 * hidden while the chart shows), and "Show as table" swaps them for sighted keyboard users.
 */
export function ChartCard({
  title,
  description,
  table,
  children,
  empty,
}: {
  title: string;
  description?: string;
  table: ReactNode;
  children: ReactNode;
  empty?: string | null;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle id={`${id}-title`} className="text-base">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {empty ? null : (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="py-8 text-center text-muted-foreground text-sm">{empty}</p>
        ) : (
          <>
            {asTable ? null : (
              <div className="h-64 w-full" aria-hidden="true">
                {children}
              </div>
            )}
            {asTable ? (
              // A scrolling table takes focus so keyboard users can scroll it (axe:
              // scrollable-region-focusable); the section is named by the card's title.
              <section
                className="max-h-64 overflow-auto"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table needs focus
                tabIndex={0}
                aria-labelledby={`${id}-title`}
              >
                {table}
              </section>
            ) : (
              <div className="sr-only">{table}</div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-left text-muted-foreground text-xs">
        <tr>
          {head.map((h, i) => (
            <th
              key={h}
              scope="col"
              className={i === 0 ? 'py-1 pr-2 font-medium' : 'py-1 pl-2 text-right font-medium'}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-t">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={head[i]} scope="row" className="py-1 pr-2 text-left font-normal">
                  {cell}
                </th>
              ) : (
                <td key={head[i]} className="py-1 pl-2 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Line colours per account; the legend and the table name each line, so colour is never alone. */
const LINE_COLOURS = [PRIMARY, '#b45309', '#0f766e', '#be185d', '#4d7c0f'];

/**
 * End-of-day balance per account, from the API (the opening balance first, dates in order): one
 * line per account; the table lists every date with a column per account.
 */
export const BalanceChart = memo(function BalanceChart({
  lines,
  data,
  currency,
}: {
  lines: BalanceLine[];
  data: BalanceDatum[];
  currency: string;
}) {
  const several = lines.length > 1;
  const minorAt = (datum: BalanceDatum, key: string) => datum[`minor_${key}`];
  return (
    <ChartCard
      title="Balance over time"
      description={
        several
          ? 'End-of-day balance of each account, from its opening balance.'
          : 'End-of-day balance, from the opening balance.'
      }
      empty={data.length < 2 ? 'Not enough dated balances to draw a line.' : null}
      table={
        <DataTable
          caption="Balance over time"
          head={['Date', ...(several ? lines.map((l) => l.label) : ['Balance'])]}
          rows={data.map((d) => [
            formatDate(d.date),
            ...lines.map((l) => {
              const minor = minorAt(d, l.key);
              return typeof minor === 'number' ? money(minor, currency) : '—';
            }),
          ])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => formatDate(d).replace(/ \d{4}$/, '')}
            minTickGap={24}
            fontSize={12}
          />
          <YAxis tickFormatter={(v: number) => compact(v, currency)} width={64} fontSize={12} />
          <Tooltip
            formatter={(_v, name, item) => {
              const minor = minorAt(item.payload as BalanceDatum, String(item.dataKey));
              return [typeof minor === 'number' ? money(minor, currency) : '—', name];
            }}
            labelFormatter={(d) => formatDate(String(d))}
          />
          {several ? <Legend /> : null}
          {lines.map((line, i) => (
            <Line
              key={line.key}
              type="stepAfter"
              dataKey={line.key}
              name={several ? line.label : 'Balance'}
              stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
              strokeDasharray={i === 0 ? undefined : `${4 + i * 2} 3`}
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
});

export const MonthlyFlowChart = memo(function MonthlyFlowChart({
  months,
  currency,
  title = 'Money in vs out by month',
}: {
  months: MonthFlow[];
  currency: string;
  title?: string;
}) {
  return (
    <ChartCard
      title={title}
      description="Excluded rows are left out."
      empty={months.length === 0 ? 'No dated transactions yet.' : null}
      table={
        <DataTable
          caption={title}
          head={['Month', 'Money in', 'Money out', 'Net']}
          rows={months.map((m) => [
            monthLabel(m.month),
            money(m.moneyInMinor, currency),
            money(m.moneyOutMinor, currency),
            money(m.netMinor, currency),
          ])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={months}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={monthLabel} fontSize={12} />
          <YAxis tickFormatter={(v: number) => compact(v, currency)} width={64} fontSize={12} />
          <Tooltip
            formatter={(_v, name, item) => {
              const m = item.payload as MonthFlow;
              return [
                money(name === 'Money in' ? m.moneyInMinor : m.moneyOutMinor, currency),
                name,
              ];
            }}
            labelFormatter={(m) => monthLabel(String(m))}
          />
          <Legend />
          <Bar dataKey="moneyIn" name="Money in" fill={IN} isAnimationActive={false} />
          <Bar dataKey="moneyOut" name="Money out" fill={OUT} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
});

/** A category-axis label in up to two lines, broken between words (the full name is in the table). */
function WrappedTick(props: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}) {
  const x = Number(props.x ?? 0);
  const y = Number(props.y ?? 0);
  const lines = wrapLabel(String(props.payload?.value ?? ''), 17, 2);
  const first = lines.length > 1 ? -6 : 4;
  return (
    <text
      x={x}
      y={y}
      textAnchor="end"
      fontSize={12}
      fill="currentColor"
      className="fill-muted-foreground"
    >
      {lines.map((line, i) => (
        <tspan key={line} x={x - 4} dy={i === 0 ? first : 13}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export const SliceChart = memo(function SliceChart({
  title,
  description,
  slices,
  currency,
  emptyText,
  nameHead,
}: {
  title: string;
  description?: string;
  slices: Slice[];
  currency: string;
  emptyText: string;
  nameHead: string;
}) {
  const top = slices.slice(0, 8);
  return (
    <ChartCard
      title={title}
      description={description}
      empty={slices.length === 0 ? emptyText : null}
      table={
        <DataTable
          caption={title}
          head={[nameHead, 'Transactions', 'Money out']}
          rows={slices.map((s) => [s.name, s.count, money(s.minor, currency)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={top}
          layout="vertical"
          margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={(v: number) => compact(v, currency)} fontSize={12} />
          <YAxis
            type="category"
            dataKey="name"
            width={120}
            fontSize={12}
            interval={0}
            tick={WrappedTick}
          />
          <Tooltip
            formatter={(_v, _n, item) => [
              money((item.payload as Slice).minor, currency),
              'Money out',
            ]}
          />
          <Bar dataKey="value" name="Money out" fill={PRIMARY} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
});
