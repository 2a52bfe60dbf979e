from mindspore import nn, ops

from utils import cosine_logits, safe_normalize


class ConvEmbedding(nn.Cell):
    def __init__(self, in_ch=1, width=8, out_dim=16):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(in_ch, width, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(width, width, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        )
        self.fc = nn.Dense(width * 2 * 2, out_dim)

    def construct(self, x):
        h = self.features(x)
        return self.fc(h.reshape(h.shape[0], -1))


class PrototypicalNet(nn.Cell):
    def __init__(self, n_way, k_shot, scale=10.0):
        super().__init__()
        self.embed = ConvEmbedding()
        self.n_way = n_way
        self.k_shot = k_shot
        self.scale = scale

    def construct(self, support, query):
        s = self.embed(support).reshape(self.n_way, self.k_shot, -1)
        protos = []
        for c in range(self.n_way):
            protos.append(safe_normalize(s[c].mean(axis=0)))
        prototypes = ops.stack(protos)
        return cosine_logits(self.embed(query), prototypes, self.scale)
