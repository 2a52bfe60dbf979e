"""Licence-plate character embeddings: the vocabulary counts its characters, but ids start at 1
(0 is the CTC blank), so the embedding built with `vocab.size` rows is one short and the last
character's id is past its end. MindSpore reports the lookup; the line to change is the size
the vocabulary reports."""
import numpy as np
import mindspore as ms
from mindspore import nn

from vocab_good import PlateVocab

ms.set_context(mode=ms.GRAPH_MODE)


class PlateEncoder(nn.Cell):
    def __init__(self, vocab_size, dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)

    def construct(self, ids):
        return self.embed(ids).mean(axis=1)


if __name__ == "__main__":
    plates = ["AB12CD", "XY34ZZ", "QR56ST"]
    vocab = PlateVocab(plates)
    ids = ms.Tensor(np.array([vocab.encode(p) for p in plates], np.int32))
    print(PlateEncoder(vocab.size)(ids).shape)
