export declare function fillSchema(schema: unknown, data: unknown, root?: unknown): unknown;
