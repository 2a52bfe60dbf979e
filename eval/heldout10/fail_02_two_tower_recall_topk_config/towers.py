import mindspore as ms
from mindspore import nn, ops


class Tower(nn.Cell):
    def __init__(self, n, dim, hidden):
        super().__init__()
        self.emb = nn.Embedding(n, dim)
        self.mlp = nn.SequentialCell(nn.Dense(dim, hidden), nn.ReLU(), nn.Dense(hidden, dim))

    def construct(self, ids):
        return ops.L2Normalize(axis=-1)(self.mlp(self.emb(ids)))


class TwoTower(nn.Cell):
    def __init__(self, n_users, n_items, dim, hidden):
        super().__init__()
        self.user_tower = Tower(n_users, dim, hidden)
        self.item_tower = Tower(n_items, dim, hidden)
        self.n_items = n_items

    def construct(self, users, pos, neg):
        u = self.user_tower(users)
        s_pos = (u * self.item_tower(pos)).sum(-1)
        s_neg = (u * self.item_tower(neg)).sum(-1)
        return -ops.log(ops.sigmoid(5.0 * (s_pos - s_neg)) + 1e-8).mean()


class Retriever(nn.Cell):
    """Scores every item of the catalogue and returns the ids of the k best ones."""

    def __init__(self, model, k):
        super().__init__()
        self.model = model
        self.k = k
        self.all_items = ms.Tensor(list(range(model.n_items)), ms.int32)

    def construct(self, users):
        u = self.model.user_tower(users)
        items = self.model.item_tower(self.all_items)
        scores = ops.matmul(u, items.T)
        _, top = ops.topk(scores, self.k)
        return top
