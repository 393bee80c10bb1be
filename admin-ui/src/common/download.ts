import { API_URL } from '../providers/dataProvider';
import { CLIENT_HEADERS, ensureSession } from '../providers/session';

/**
 * GET /api/admin/<path> (a form submission's file, a lead status's ebook, a CSV export), saved as `name`.
 * The call needs the client header (the session cookie is taken only with it), so the file is fetched and
 * handed to the browser as a download.
 */
export async function downloadFile(path: string, name: string): Promise<void> {
  await ensureSession();
  const response = await fetch(`${API_URL}/${path}`, { headers: { ...CLIENT_HEADERS } });
  if (!response.ok) throw new Error(response.statusText || String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
