import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './content';

const VNU_JAR = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

export interface NuMessage {
  /** The file's absolute path. */
  file: string;
  line: number;
  column: number;
  message: string;
}

interface VnuReport {
  messages: Array<{ type: string; url?: string; lastLine?: number; firstColumn?: number; message: string }>;
}

/**
 * The errors the W3C Nu HTML checker (vnu.jar, on the machine's Java) finds in `files`, checked in
 * one Java run: starting the JVM costs more than checking a page.
 */
export function nuErrors(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      let report: VnuReport;
      try {
        report = JSON.parse(stderr) as VnuReport;
      } catch {
        return reject(error ?? new Error(`vnu.jar printed no report:\n${stderr}`));
      }
      resolve(
        report.messages
          .filter((m) => m.type !== 'info')
          .map((m) => ({
            file: m.url?.startsWith('file:') ? fileURLToPath(m.url) : (m.url ?? '(no file)'),
            line: m.lastLine ?? 0,
            column: m.firstColumn ?? 0,
            message: m.message,
          })),
      );
    });
  });
}
