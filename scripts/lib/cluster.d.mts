export type ClusterInstance = { name: string; url: string; pid: number | undefined };
export type Cluster = { proxy: string; instances: ClusterInstance[]; stop(): Promise<void> };
export function freePort(): Promise<number>;
export function startCluster(options: { databaseUrl: string; instances?: number; env?: Record<string, string>; compiled?: boolean }): Promise<Cluster>;
