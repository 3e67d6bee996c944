// The part of madge's API the structure checks use (the package ships no types).
declare module "madge" {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }
  interface MadgeResult {
    /** Each module (path relative to baseDir) with the modules it imports. */
    obj(): Record<string, string[]>;
    /** Every import cycle, as the list of modules on it. */
    circular(): string[][];
  }
  export default function madge(paths: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
