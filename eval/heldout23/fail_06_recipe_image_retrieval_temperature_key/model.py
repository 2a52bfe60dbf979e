from mindspore import nn, ops

import config as cfg


class Tower(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(in_dim, 64), nn.ReLU(), nn.Dense(64, out_dim))

    def construct(self, x):
        z = self.net(x)
        return z / ops.norm(z, dim=-1, keepdim=True).clamp(min=1e-6)


class RecipeRetriever(nn.Cell):
    def __init__(self):
        super().__init__()
        self.image_tower = Tower(cfg.IMAGE_FEAT_DIM, cfg.EMBED_DIM)
        self.recipe_tower = Tower(cfg.NUM_INGREDIENTS, cfg.EMBED_DIM)

    def construct(self, image_feat, ingredients):
        return self.image_tower(image_feat), self.recipe_tower(ingredients)
