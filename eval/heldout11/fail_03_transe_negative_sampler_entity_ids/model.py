from mindspore import nn, ops
from mindspore.common.initializer import Uniform


class TransE(nn.Cell):
    def __init__(self, num_entities, num_relations, dim):
        super().__init__()
        bound = 6.0 / dim ** 0.5
        self.ent = nn.Embedding(num_entities, dim, embedding_table=Uniform(bound))
        self.rel = nn.Embedding(num_relations, dim, embedding_table=Uniform(bound))

    def score(self, triples):
        h = self.ent(triples[:, 0])
        r = self.rel(triples[:, 1])
        t = self.ent(triples[:, 2])
        return ops.abs(h + r - t).sum(axis=-1)

    def construct(self, triples):
        return self.score(triples)


class MarginLoss(nn.Cell):
    def __init__(self, model, margin):
        super().__init__()
        self.model = model
        self.margin = margin

    def construct(self, pos, neg):
        pos_d = self.model(pos)
        neg_d = self.model(neg)
        return ops.relu(self.margin + pos_d - neg_d).mean()
