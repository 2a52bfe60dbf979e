"""Part-of-speech tagger: the tag ids are stored as int16 to save memory in the data
generator, but CrossEntropyLoss needs int32 labels. The loss fails in the graph; the dtype
was chosen in `encode_tags`, two calls and a generator away."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

VOCAB, TAGS, LENGTH, BATCH = 50, 7, 6, 4


def encode_tags(tags):
    return np.asarray(tags, dtype=np.int32)


def sentence(rng):
    tokens = rng.integers(0, VOCAB, LENGTH).astype(np.int32)
    return tokens, encode_tags(rng.integers(0, TAGS, LENGTH).tolist())


def batches(count, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(count):
        pairs = [sentence(rng) for _ in range(BATCH)]
        tokens = np.stack([p[0] for p in pairs])
        tags = np.stack([p[1] for p in pairs])
        yield tokens, tags


class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, 16)
        self.head = nn.Dense(16, TAGS)
        self.loss = nn.CrossEntropyLoss()

    def construct(self, tokens, tags):
        logits = self.head(self.embed(tokens)).reshape(-1, TAGS)
        return self.loss(logits, tags.reshape(-1))


if __name__ == "__main__":
    net = Tagger()
    for step, (tokens, tags) in enumerate(batches(2)):
        print(step, net(ms.Tensor(tokens), ms.Tensor(tags)))
