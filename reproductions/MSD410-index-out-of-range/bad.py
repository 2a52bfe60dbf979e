"""Byte-level language model: the tokenizer maps bytes to 0..255 and adds three special ids
after them (256..258), but the vocabulary in the config only counts the bytes. The lookup of a
special id fails when the graph runs."""
import numpy as np
import mindspore as ms
from mindspore import nn

from config import MODEL

ms.set_context(mode=ms.GRAPH_MODE)
BOS, EOS, PAD = 256, 257, 258


def encode(text, length):
    ids = [BOS] + list(text.encode("utf-8"))[: length - 2] + [EOS]
    return ids + [PAD] * (length - len(ids))


class ByteLM(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg["vocab_size"], cfg["dim"])
        self.head = nn.Dense(cfg["dim"], cfg["vocab_size"])

    def construct(self, ids):
        return self.head(self.embed(ids))


if __name__ == "__main__":
    batch = ms.Tensor(np.array([encode("hello", 8), encode("graph mode", 8)]), ms.int32)
    print(ByteLM(MODEL)(batch).shape)
