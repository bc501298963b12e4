/**
 * The build's text files compressed once, at build time: each JS, CSS, HTML, SVG and JSON file of
 * the output gets a brotli copy (`X.br`, quality 11) and a gzip copy (`X.gz`, level 9) beside it,
 * each kept only when smaller than the file. The game server sends them to browsers that accept
 * them (src/server/client-files.ts), so no request pays for compression and every byte is the
 * smallest these formats make. (Not vite-plugin-compression2: it hooks into Vite's own plugins and
 * rewrites process.stdout.write; this is a walk of the output directory after it is written.)
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** The files worth compressing: text. WOFF2 and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface Precompressed {
  /** The file's path under the directory, with `/`. */
  file: string;
  size: number;
  /** Bytes of `X.br` and `X.gz`, or null where compressing made nothing smaller (no file written). */
  br: number | null;
  gzip: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** Writes `X.br` and `X.gz` beside each compressible file under `dir` where they are smaller. */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f)).sort();
  return Promise.all(
    files.map(async (path) => {
      const body = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
      ]);
      const keep = async (suffix: string, bytes: Buffer) => {
        if (bytes.length >= body.length) return null;
        await writeFile(path + suffix, bytes);
        return bytes.length;
      };
      return {
        file: relative(dir, path).split(sep).join('/'),
        size: (await stat(path)).size,
        br: await keep('.br', br),
        gzip: await keep('.gz', gzipped),
      };
    }),
  );
}

/** The Vite plugin: compresses the output directory once the build has written it. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'felt-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      async handler(options) {
        const dir = options.dir ?? resolve(config.root, config.build.outDir);
        const done = await precompressDir(dir);
        const sum = (pick: (p: Precompressed) => number) => done.reduce((s, p) => s + pick(p), 0);
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
        config.logger.info(
          `felt-precompress: ${done.length} files, ${kb(sum((p) => p.size))} → brotli ${kb(sum((p) => p.br ?? p.size))}, gzip ${kb(sum((p) => p.gzip ?? p.size))}`,
        );
      },
    },
  };
}
