from mindspore import nn, ops


class Tower(nn.Cell):
    def __init__(self, num_ids, embed_dim, dims):
        super().__init__()
        self.embedding = nn.Embedding(num_ids, embed_dim)
        layers = []
        in_dim = embed_dim
        for i, d in enumerate(dims):
            layers.append(nn.Dense(in_dim, d))
            if i < len(dims) - 1:
                layers.append(nn.ReLU())
            in_dim = d
        self.mlp = nn.SequentialCell(layers)

    def construct(self, ids):
        v = self.mlp(self.embedding(ids))
        return v / ops.norm(v, dim=-1, keepdim=True).clamp(min=1e-6)


class TwoTower(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.user_tower = Tower(cfg.num_users, cfg.embed_dim, cfg.tower_dims)
        self.item_tower = Tower(cfg.num_items, cfg.embed_dim, cfg.tower_dims)
        self.temperature = cfg.temperature

    def construct(self, users, items):
        u = self.user_tower(users)
        v = self.item_tower(items)
        return ops.matmul(u, v.T) / self.temperature
