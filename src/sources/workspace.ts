// Where a whole workspace comes from: a path (a package zip, a folder of recipe files, or one recipe file), or,
// without one, the Workato API's package export.
import { loadRecipeSource, resolveUserPath } from './file.js';
import { isFolder, loadRecipeFolder } from './folder.js';
import type { LoadedSource } from './types.js';

export interface WorkspaceSourceOptions {
  cwd: string;
  home?: string;
  env: NodeJS.ProcessEnv;
  /** API only: one folder or project */
  folderId?: string;
  /** API only: the export's status while it is being prepared */
  onProgress?(status: string): void;
  signal?: AbortSignal;
}

export async function loadWorkspaceSource(path: string | undefined, opts: WorkspaceSourceOptions): Promise<LoadedSource> {
  if (path === undefined || path.trim() === '') {
    const { fetchWorkspacePackage } = await import('./workato-package.js');
    return fetchWorkspacePackage(opts.env, opts.cwd, {
      ...(opts.folderId !== undefined ? { folderId: opts.folderId } : {}),
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  }
  const paths = { cwd: opts.cwd, ...(opts.home ? { home: opts.home } : {}) };
  return (await isFolder(resolveUserPath(path, paths))) ? loadRecipeFolder(resolveUserPath(path, paths)) : loadRecipeSource(path, paths);
}
