from mindspore import nn, ops


class DualEncoder(nn.Cell):
    def __init__(self, vocab, embed):
        super().__init__()
        self.image_enc = nn.SequentialCell([
            nn.Conv2d(3, 16, 3, stride=2), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(32, embed),
        ])
        self.tok = nn.Embedding(vocab, embed)
        self.text_proj = nn.Dense(embed, embed)

    def construct(self, image, tokens):
        img = ops.L2Normalize(axis=-1)(self.image_enc(image))
        txt = ops.L2Normalize(axis=-1)(self.text_proj(self.tok(tokens).mean(axis=1)))
        return img, txt


class InfoNCE(nn.Cell):
    def __init__(self, net, temperature=0.1):
        super().__init__()
        self.net = net
        self.t = temperature
        self.ce = nn.CrossEntropyLoss()

    def construct(self, image, tokens):
        img, txt = self.net(image, tokens)
        logits = ops.matmul(img, txt.T) / self.t
        labels = ops.arange(logits.shape[0]).astype("int32")
        return 0.5 * (self.ce(logits, labels) + self.ce(logits.T, labels))
