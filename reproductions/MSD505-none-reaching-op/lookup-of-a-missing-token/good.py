"""A classifier that prepends a start token to every sequence; the vocabulary helper looks the
token up under a name its vocabulary does not have, so the model is built with None."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Vocabulary:
    def __init__(self, words):
        self.index = {word: i for i, word in enumerate(["<pad>", "<start>"] + words)}
        self.start = self.index.get("<start>")

    def __len__(self):
        return len(self.index)


class StartTokenClassifier(nn.Cell):
    def __init__(self, vocab_size, start_id):
        super().__init__()
        self.start_id = start_id
        self.embed = nn.Embedding(vocab_size, 8)
        self.head = nn.Dense(8, 2)

    def construct(self, ids):
        start = ops.full((ids.shape[0], 1), self.start_id, dtype=ms.int32)
        h = self.embed(ops.concat((start, ids), axis=1))
        return self.head(h.mean(axis=1))


def main():
    vocab = Vocabulary(["good", "bad", "film"])
    model = StartTokenClassifier(len(vocab), vocab.start)
    print(model(ms.Tensor(np.array([[2, 4], [3, 4]], np.int32))).shape)


if __name__ == "__main__":
    main()
