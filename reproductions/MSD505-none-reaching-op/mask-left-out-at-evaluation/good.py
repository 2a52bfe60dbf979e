"""The evaluation helper passes the padding mask, as training does."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class AttentionPool(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1)

    def construct(self, states, valid=None):
        scores = self.score(states).squeeze(-1)
        scores = ops.masked_fill(scores, valid == 0, -1e4)
        weights = ops.softmax(scores, axis=-1)
        return (weights.expand_dims(-1) * states).sum(axis=1)


class DocClassifier(nn.Cell):
    def __init__(self, vocab=50, dim=16, classes=4):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.pool = AttentionPool(dim)
        self.head = nn.Dense(dim, classes)

    def construct(self, tokens, valid=None):
        return self.head(self.pool(self.embed(tokens), valid))


def evaluate(model, tokens):
    return model(Tensor(tokens), Tensor((tokens != 0).astype(np.int32))).argmax(-1)


if __name__ == "__main__":
    tokens = np.random.randint(1, 50, size=(3, 9)).astype(np.int32)
    tokens[:, 6:] = 0
    model = DocClassifier()
    print(model(Tensor(tokens), Tensor((tokens != 0).astype(np.int32))).shape)
    print(evaluate(model, tokens))
