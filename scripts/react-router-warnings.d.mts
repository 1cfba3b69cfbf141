export declare const ENV_FILE_DEPRECATION: string;
export declare function isEnvFileDeprecation(args: readonly unknown[]): boolean;
export declare function quietEnvFileDeprecation(target?: Pick<Console, 'warn'>): void;
