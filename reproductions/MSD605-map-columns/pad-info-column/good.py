"""The pad_info key names the column the source yields."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

TEXT_COLUMN = "tokens"
PAD_COLUMN = "tokens"


def sentences():
    rng = np.random.default_rng(1)
    for n in [3, 5, 2, 4]:
        yield rng.integers(1, 50, n).astype(np.int32), np.int32(n % 2)


def loader(batch):
    data = ds.GeneratorDataset(sentences, [TEXT_COLUMN, "label"], shuffle=False)
    return data.padded_batch(batch, pad_info={PAD_COLUMN: (None, 0)})


class BagOfWords(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(50, 8)
        self.head = nn.Dense(8, 2)

    def construct(self, tokens):
        return self.head(self.embed(tokens).mean(1))


if __name__ == "__main__":
    net = BagOfWords()
    for tokens, label in loader(2).create_tuple_iterator():
        print(net(tokens).shape)
