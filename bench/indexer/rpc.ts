/** One JSON-RPC call's answer as the node sent it, unparsed. */
export async function rpcText(url: string, method: string, params: unknown[] = []): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return res.text();
}

/** One JSON-RPC call's result; an error answer fails. */
export async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const reply = JSON.parse(await rpcText(url, method, params)) as { result?: T; error?: { message: string } };
  if (reply.result === undefined) throw new Error(`${method}: ${reply.error?.message ?? 'no result'}`);
  return reply.result;
}
