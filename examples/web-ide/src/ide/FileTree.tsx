import { useMemo } from 'react';

interface TreeFolder {
  readonly name: string;
  readonly path: string;
  readonly folders: Map<string, TreeFolder>;
  readonly files: string[];
}

function buildTree(files: readonly string[]): TreeFolder {
  const root: TreeFolder = { name: '', path: '', folders: new Map(), files: [] };
  for (const file of files) {
    const parts = file.split('/');
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) {
        next = { name: part, path: folder.path ? `${folder.path}/${part}` : part, folders: new Map(), files: [] };
        folder.folders.set(part, next);
      }
      folder = next;
    }
    folder.files.push(file);
  }
  return root;
}

function FolderContents({ folder, selected, onSelect }: { folder: TreeFolder; selected?: string; onSelect: (path: string) => void }) {
  return (
    <ul className="ide-tree-list">
      {[...folder.folders.values()].map((child) => (
        <li key={child.path}>
          <details open>
            <summary>{child.name}</summary>
            <FolderContents folder={child} selected={selected} onSelect={onSelect} />
          </details>
        </li>
      ))}
      {folder.files.map((file) => (
        <li key={file}>
          <button
            type="button"
            className="ide-tree-file"
            aria-current={file === selected ? 'true' : undefined}
            onClick={() => onSelect(file)}
          >
            {file.split('/').at(-1)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The workspace's files as folders (native disclosure) and file buttons; the open file is `aria-current`. */
export function FileTree({ files, selected, onSelect }: { files: readonly string[]; selected?: string; onSelect: (path: string) => void }) {
  const tree = useMemo(() => buildTree(files), [files]);
  return (
    <nav className="ide-tree" aria-label="Workspace files">
      <h2 className="ide-pane-title">Files</h2>
      {files.length === 0 ? <p className="ide-muted">No files.</p> : <FolderContents folder={tree} selected={selected} onSelect={onSelect} />}
    </nav>
  );
}
