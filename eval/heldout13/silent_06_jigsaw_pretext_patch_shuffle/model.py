import random

import mindspore as ms
from mindspore import nn, ops


class PatchEncoder(nn.Cell):
    def __init__(self, embed):
        super().__init__()
        self.net = nn.SequentialCell([
            nn.Conv2d(3, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, embed, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        ])

    def construct(self, x):
        return self.net(x)


class JigsawPretext(nn.Cell):
    """Cut each image into GRID x GRID tiles, shuffle them and predict every tile's original slot."""

    def __init__(self, grid, embed):
        super().__init__()
        self.grid = grid
        self.n = grid * grid
        self.encoder = PatchEncoder(embed)
        self.classifier = nn.Dense(embed * self.n, self.n * self.n)
        self.ce = nn.CrossEntropyLoss()

    def tiles(self, images):
        size = images.shape[2] // self.grid
        out = []
        for k in range(self.n):
            r, c = k // self.grid, k % self.grid
            out.append(images[:, :, r * size:(r + 1) * size, c * size:(c + 1) * size])
        return out

    def predict(self, tiles):
        feats = ops.concat([self.encoder(t) for t in tiles], axis=1)
        return ops.reshape(self.classifier(feats), (-1, self.n))

    def construct(self, images):
        tiles = self.tiles(images)
        order = list(range(self.n))
        random.shuffle(order)  # ROOT
        logits = self.predict([tiles[k] for k in order])
        target = ops.tile(ms.Tensor(order, ms.int32), (images.shape[0],))
        return self.ce(logits, target)
