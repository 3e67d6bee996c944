"use client";
// Revenue, margins and free cash flow over the fiscal years, drawn as SVG (recharts): axis and
// legend text is real text, each chart has a title and a description, and its figures are also
// given as a table for screen readers.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartPoint } from "@/lib/financials/research-views";
import { SCALE_NAMES } from "./figure-format";

interface Series {
  key: keyof ChartPoint["values"];
  name: string;
  color: string;
}

const AXIS_TICK = { fontSize: 11, fill: "#475569" };
const MARGINS: Series[] = [
  { key: "grossMargin", name: "Gross margin", color: "#0f766e" },
  { key: "operatingMargin", name: "Operating margin", color: "#1d4ed8" },
  { key: "netProfitMargin", name: "Net margin", color: "#b45309" },
];

function ChartFigure(props: { title: string; description: string; series: Series[]; points: ChartPoint[]; format: (v: number) => string; children: React.ReactNode }) {
  const { title, description, series, points, format, children } = props;
  const id = title.toLowerCase().replace(/\W+/g, "-");
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <figcaption id={`${id}-title`} className="text-sm font-medium text-slate-800">{title}</figcaption>
      <p id={`${id}-desc`} className="text-2xs text-slate-500">{description}</p>
      <div className="mt-2 h-48" aria-hidden="true">{children}</div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Fiscal year</th>
            {series.map((s) => <th key={s.key} scope="col">{s.name}</th>)}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.period}>
              <th scope="row">{p.period}</th>
              {series.map((s) => {
                const v = p.values[s.key];
                return <td key={s.key}>{v === null || v === undefined ? "not stated" : format(v)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function FinancialCharts({ points, scale, currency }: { points: ChartPoint[]; scale: number; currency: string }) {
  if (points.length < 2) return null;
  const unit = SCALE_NAMES[scale] ? `${currency} ${SCALE_NAMES[scale]}` : currency;
  const amount = (v: number) => (v / scale).toLocaleString("en-US", { maximumFractionDigits: 0 });
  const percent = (v: number) => `${v.toFixed(1)}%`;
  const data = points.map((p) => ({ period: p.period, ...Object.fromEntries(Object.entries(p.values).map(([k, v]) => [k, v ?? null])) }));
  return (
    <div className="grid gap-3 lg:grid-cols-3" data-testid="financial-charts">
      <ChartFigure title="Revenue" description={`By fiscal year, in ${unit}.`} series={[{ key: "revenue", name: "Revenue", color: "#1d4ed8" }]} points={points} format={amount}>
        <AmountBars data={data} dataKey="revenue" name="Revenue" color="#1d4ed8" format={amount} />
      </ChartFigure>
      <ChartFigure title="Margins" description="Gross, operating and net margin by fiscal year, in percent of revenue." series={MARGINS} points={points} format={percent}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="period" tick={AXIS_TICK} />
            <YAxis tick={AXIS_TICK} tickFormatter={(v) => `${v}%`} width={44} />
            <Tooltip formatter={(v) => percent(Number(v))} />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {MARGINS.map((s) => <Line key={s.key} dataKey={s.key} name={s.name} stroke={s.color} connectNulls dot />)}
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure title="Free cash flow" description={`Cash from operations less capital expenditure, by fiscal year, in ${unit}.`} series={[{ key: "freeCashFlow", name: "Free cash flow", color: "#0f766e" }]} points={points} format={amount}>
        <AmountBars data={data} dataKey="freeCashFlow" name="Free cash flow" color="#0f766e" format={amount} />
      </ChartFigure>
    </div>
  );
}

/** One series of amounts as bars, on the period axis (the revenue and free-cash-flow charts). */
function AmountBars(props: { data: Record<string, unknown>[]; dataKey: string; name: string; color: string; format: (v: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={props.data}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="period" tick={AXIS_TICK} />
        <YAxis tick={AXIS_TICK} tickFormatter={props.format} width={64} />
        <Tooltip formatter={(v) => props.format(Number(v))} />
        <Bar dataKey={props.dataKey} name={props.name} fill={props.color} />
      </BarChart>
    </ResponsiveContainer>
  );
}
