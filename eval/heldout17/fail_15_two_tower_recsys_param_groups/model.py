from mindspore import nn, ops


class Tower(nn.Cell):
    def __init__(self, vocab_size, dim):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, dim)
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim), nn.ReLU(), nn.Dense(dim, dim))

    def construct(self, ids):
        return self.mlp(self.embedding(ids))


class TwoTower(nn.Cell):
    def __init__(self, n_users, n_items, dim=16):
        super().__init__()
        self.user_tower = Tower(n_users, dim)
        self.item_tower = Tower(n_items, dim)

    def construct(self, user_ids, item_ids):
        u = self.user_tower(user_ids)
        v = self.item_tower(item_ids)
        return ops.sum(u * v, dim=-1)
