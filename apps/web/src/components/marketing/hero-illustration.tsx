/** Bundled illustration (the CSP forbids external images): a statement turning into CSV rows. */
export function HeroIllustration() {
  const rows = [
    ['2024-01-03', 'Grocery Market', '-84.20'],
    ['2024-01-05', 'Salary', '3,200.00'],
    ['2024-01-09', 'Electric Co.', '-61.75'],
    ['2024-01-12', 'Coffee House', '-4.50'],
  ];
  return (
    <div className="relative mx-auto w-full max-w-xl" aria-hidden="true">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-primary/20 via-accent to-transparent blur-2xl" />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto_1.3fr] sm:items-center">
        <div className="rounded-xl border bg-card p-4 shadow-lg">
          <div className="mb-3 flex items-center justify-between">
            <div className="h-2.5 w-20 rounded bg-foreground/80" />
            <div className="rounded bg-destructive/10 px-1.5 py-0.5 font-bold text-[10px] text-destructive">
              PDF
            </div>
          </div>
          <div className="grid gap-2">
            {[80, 64, 72, 56, 68, 48].map((w) => (
              <div key={w} className="flex justify-between gap-2">
                <div className="h-2 rounded bg-muted-foreground/25" style={{ width: `${w}%` }} />
                <div className="h-2 w-8 rounded bg-muted-foreground/40" />
              </div>
            ))}
          </div>
        </div>
        <div className="flex justify-center text-primary">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8 rotate-90 sm:rotate-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <div className="overflow-hidden rounded-xl border bg-card font-mono text-[11px] shadow-lg">
          <div className="flex items-center justify-between border-b bg-muted/60 px-3 py-2 font-sans text-xs">
            <span className="font-semibold">statement.csv</span>
            <span className="rounded bg-success/15 px-1.5 py-0.5 font-semibold text-[10px] text-success">
              Balanced
            </span>
          </div>
          <table className="w-full">
            <tbody>
              {rows.map(([date, desc, amount]) => (
                <tr key={date} className="border-b last:border-0">
                  <td className="px-3 py-1.5 text-muted-foreground">{date}</td>
                  <td className="truncate px-1 py-1.5">{desc}</td>
                  <td
                    className={`px-3 py-1.5 text-right ${amount?.startsWith('-') ? 'text-foreground' : 'text-success'}`}
                  >
                    {amount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
