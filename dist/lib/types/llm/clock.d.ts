/** Time, passed in so tests can wait minutes of `retry-after` in no time. */
export interface Clock {
    now(): number;
    sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
export declare const systemClock: Clock;
/** A clock whose sleeps return at once and move time forward: for retry-after tests. */
export declare class FakeClock implements Clock {
    private time;
    readonly sleeps: number[];
    constructor(time?: number);
    now(): number;
    sleep(ms: number): Promise<void>;
}
