"""Returns (logits, attn) in one branch and only logits in the other."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Classifier(nn.Cell):
    def __init__(self, dim=16, num_classes=4):
        super().__init__()
        self.attn_score = nn.Dense(dim, 1)
        self.fc = nn.Dense(dim, num_classes)

    def construct(self, tokens, return_attention):
        attn = ops.softmax(self.attn_score(tokens), axis=1)
        logits = self.fc((attn * tokens).sum(axis=1))
        if return_attention:
            return logits, attn  # expect: MSD301
        return logits


if __name__ == "__main__":
    np.random.seed(0)
    net = Classifier()
    tokens = ms.Tensor(np.random.randn(2, 6, 16).astype(np.float32))
    print(net(tokens, ms.Tensor(True)).shape)
