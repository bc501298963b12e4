/**
 * `GET /metrics` in Prometheus' text format: calls by route and status, their time, counted in this process (Prometheus adds the processes up).
 */
export class Metrics {
  private readonly calls = new Map<string, number>();
  private readonly seconds = new Map<string, number>();

  call(method: string, route: string, status: number, seconds: number): void {
    const key = `method="${method}",route="${route}",status="${status}"`;
    this.calls.set(key, (this.calls.get(key) ?? 0) + 1);
    const r = `method="${method}",route="${route}"`;
    this.seconds.set(r, (this.seconds.get(r) ?? 0) + seconds);
  }

  text(databaseUp: boolean): string {
    const lines = [
      '# HELP felt_http_requests_total API calls answered, by route and status.',
      '# TYPE felt_http_requests_total counter',
      ...[...this.calls].map(([k, v]) => `felt_http_requests_total{${k}} ${v}`),
      '# HELP felt_http_request_seconds_total Time spent answering API calls, by route.',
      '# TYPE felt_http_request_seconds_total counter',
      ...[...this.seconds].map(([k, v]) => `felt_http_request_seconds_total{${k}} ${v.toFixed(6)}`),
      '# HELP felt_database_up Whether the database answered the last check.',
      '# TYPE felt_database_up gauge',
      `felt_database_up ${databaseUp ? 1 : 0}`,
    ];
    return `${lines.join('\n')}\n`;
  }
}
