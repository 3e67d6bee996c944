// The part of pg-native (node-postgres's libpq binding) the PostgreSQL store uses.
declare module "pg-native" {
  interface TypeParsers {
    getTypeParser(oid: number, format?: string): (value: string) => unknown;
  }
  class Client {
    constructor(config?: { types?: TypeParsers });
    connectSync(params?: string): void;
    querySync(text: string, values?: (string | null)[]): Record<string, unknown>[];
    prepareSync(name: string, text: string, nParams: number): void;
    executeSync(name: string, values: (string | null)[]): Record<string, unknown>[];
    pq: { finish(): void; cmdTuples(): string; transactionStatus?(): number };
  }
  export = Client;
}
declare module "postgres-bytea" {
  function parse(value: string): Buffer;
  export = parse;
}
