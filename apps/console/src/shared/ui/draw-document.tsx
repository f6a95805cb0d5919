import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { drawDocument } from '@kabuto/contract';
import { formatCount } from '../format';
import { DataTable, type Column } from './data-table';
import { Definition, DefinitionList } from './definition-list';
import { Panel } from './panel';
import { Dash, Text } from './text';
import styles from './draw-document.module.css';

/**
 * A published lottery draw (kabuto-draw/1, docs/lottery.md) as every product's console page shows
 * it: the file to download for the verifier, the seed and the hashes, then each entry's units. The
 * IPO draw and the block trades' allocation are the same document; each page brings its words.
 */

/** A count of shares or lots, or a dash. */
export function Count({ count }: { count: number | null }) {
  return count === null ? <Dash /> : <Text tabular>{formatCount(count)}</Text>;
}

/** A hash, in full, in a monospaced face that breaks anywhere (64 hex digits do not fit a cell). */
export function Hash({ value }: { value: string }) {
  return <code className={styles.hash}>{value}</code>;
}

export type DrawDocumentTexts = {
  download: string;
  verifyNote: string;
  seed: string;
  commitment: string;
  listHash: string;
  entries: string;
  units: string;
  allocation: string;
  /** The allocation table's columns and its empty line. */
  entry: string;
  lots: string;
  empty: string;
};

type DrawDocument = z.infer<typeof drawDocument>;
type Allocated = { entry: string; lots: number };

/** The columns of a table of entries and their units (the allocation, an IPO's lapses). */
export function entryColumns(
  texts: Pick<DrawDocumentTexts, 'entry' | 'lots'>,
): Column<Allocated>[] {
  return [
    { key: 'entry', header: texts.entry, cell: (row) => <Hash value={row.entry} /> },
    { key: 'lots', header: texts.lots, align: 'num', cell: (row) => <Count count={row.lots} /> },
  ];
}

/**
 * A published document exactly as published (what the verifier reads, docs/lottery.md) as a JSON
 * file to download, and under the link how to check it.
 */
export function DocumentDownload({
  document,
  fileName,
  label,
  note,
}: {
  document: unknown;
  fileName: string;
  label: string;
  note: string;
}) {
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(
    `${JSON.stringify(document, null, 2)}\n`,
  )}`;
  return (
    <div className={styles.download}>
      <a href={href} download={fileName}>
        {label}
      </a>
      <Text muted small>
        {note}
      </Text>
    </div>
  );
}

export function DrawDocumentView({
  document,
  fileName,
  texts,
  children,
}: {
  document: DrawDocument;
  fileName: string;
  texts: DrawDocumentTexts;
  /** Panels after the allocation (an IPO's reallocated wins). */
  children?: ReactNode;
}) {
  return (
    <>
      <DocumentDownload
        document={document}
        fileName={fileName}
        label={texts.download}
        note={texts.verifyNote}
      />
      <DefinitionList look="ruled" wideLabels>
        <Definition label={texts.seed}>
          <Hash value={document.seed} />
        </Definition>
        <Definition label={texts.commitment}>
          <Hash value={document.commitment} />
        </Definition>
        <Definition label={texts.listHash}>
          <Hash value={document.listHash} />
        </Definition>
        <Definition label={texts.entries}>
          <Count count={document.entries.length} />
        </Definition>
        <Definition label={texts.units}>
          <Count count={document.units} />
        </Definition>
      </DefinitionList>
      <Panel title={texts.allocation} count={document.allocation.length} table>
        <DataTable
          columns={entryColumns(texts)}
          rows={document.allocation.map(({ entry, units }) => ({ entry, lots: units }))}
          rowKey={(row) => row.entry}
          empty={texts.empty}
        />
      </Panel>
      {children}
    </>
  );
}
