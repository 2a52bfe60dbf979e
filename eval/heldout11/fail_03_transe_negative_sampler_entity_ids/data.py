import numpy as np


def build_triples(num_entities, num_relations, num_triples, seed=0):
    """Random (head, relation, tail) triples with entity ids in [0, num_entities)."""
    rng = np.random.default_rng(seed)
    heads = rng.integers(0, num_entities, size=num_triples)
    rels = rng.integers(0, num_relations, size=num_triples)
    tails = (heads + 1 + rels) % num_entities
    return np.stack([heads, rels, tails], axis=1).astype(np.int32)


class NegativeSampler:
    """Corrupts either the head or the tail of each positive triple."""

    def __init__(self, num_entities, seed=0):
        self.num_entities = num_entities
        self.rng = np.random.default_rng(seed)

    def corrupt(self, triples):
        neg = triples.copy()
        replace_head = self.rng.random(len(triples)) < 0.5
        random_ents = self.rng.integers(1, self.num_entities + 1, size=len(triples)).astype(np.int32)  # ROOT
        neg[replace_head, 0] = random_ents[replace_head]
        neg[~replace_head, 2] = random_ents[~replace_head]
        return neg


def minibatches(triples, batch_size, rng):
    order = rng.permutation(len(triples))
    for start in range(0, len(order), batch_size):
        yield triples[order[start:start + batch_size]]
