export declare function barChart(title: string, yLabel: string, bars: {
    label: string;
    value: number;
}[], max?: number): string;
