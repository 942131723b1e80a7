interface Entry<V> {
  transactionHash: string;
  value: V;
}

/**
 * What one log of a transaction recorded under a topic (a mint's owner by token id, a registrar's mint
 * by label hash), for another log of the same transaction to find. Keyed by the topic alone, the
 * transaction checked on lookup: a composite `${tx}:${topic}` key costs a 130-character concatenation
 * and hash per log, several times the lookup itself. A topic seen in several transactions of one range
 * (a token burnt and minted again) keeps each.
 */
export class SameTransaction<V> {
  private readonly byTopic = new Map<string, Entry<V>[]>();

  set(transactionHash: string, topic: string, value: V): void {
    const entries = this.byTopic.get(topic);
    const entry = { transactionHash, value };
    if (!entries) {
      this.byTopic.set(topic, [entry]);
      return;
    }
    const same = entries.find((e) => e.transactionHash === transactionHash);
    if (same) same.value = value;
    else entries.push(entry);
  }

  get(transactionHash: string, topic: string): V | undefined {
    return this.byTopic.get(topic)?.find((e) => e.transactionHash === transactionHash)?.value;
  }
}
