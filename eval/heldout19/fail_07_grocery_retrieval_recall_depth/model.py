import mindspore.nn as nn
import mindspore.ops as ops


class TwoTower(nn.Cell):
    def __init__(self, num_users, num_items, dim):
        super().__init__()
        self.user_emb = nn.Embedding(num_users, dim)
        self.item_emb = nn.Embedding(num_items, dim)
        self.user_mlp = nn.SequentialCell(nn.Dense(dim, dim), nn.ReLU(), nn.Dense(dim, dim))

    def user_vectors(self, user_ids):
        return ops.L2Normalize(axis=-1)(self.user_mlp(self.user_emb(user_ids)))

    def item_vectors(self):
        return ops.L2Normalize(axis=-1)(self.item_emb.embedding_table)
