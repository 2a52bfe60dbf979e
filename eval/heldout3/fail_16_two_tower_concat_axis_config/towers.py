from mindspore import nn, ops

import config


class Tower(nn.Cell):
    def __init__(self, n, dim):
        super().__init__()
        self.embed = nn.Embedding(n, dim)
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim), nn.ReLU())

    def construct(self, ids):
        return self.mlp(self.embed(ids))


class TwoTowerCTR(nn.Cell):
    def __init__(self):
        super().__init__()
        self.user = Tower(config.N_USERS, config.EMB_DIM)
        self.item = Tower(config.N_ITEMS, config.EMB_DIM)
        self.head = nn.SequentialCell(nn.Dense(2 * config.EMB_DIM, config.HIDDEN), nn.ReLU(), nn.Dense(config.HIDDEN, 1))

    def construct(self, user_ids, item_ids):
        u = self.user(user_ids)
        v = self.item(item_ids)
        fused = ops.concat((u, v), axis=config.FUSE_AXIS)
        return self.head(fused).squeeze(-1)
