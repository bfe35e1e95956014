/**
 * A counting semaphore: at most `limit` tasks run at once, the rest wait in FIFO order.
 * One limiter is shared by every request of a test, analysis and judge alike.
 */
export declare class Limiter {
    readonly limit: number;
    private active;
    private readonly queue;
    constructor(limit: number);
    run<T>(task: () => Promise<T>): Promise<T>;
    get pending(): number;
}
