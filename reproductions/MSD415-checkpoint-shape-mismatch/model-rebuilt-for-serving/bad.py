"""A tagger is trained with a vocabulary built from its data and saved; the serving function
builds the model again with the configured maximum vocabulary instead, and loading the checkpoint
fails on the embedding table. The setting is not wrong: the line to change is the build that
loads, which must use the sizes the trained model was built with."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

MAX_VOCAB = 5000
CKPT = os.path.join(tempfile.mkdtemp(), "tagger.ckpt")


class Tagger(nn.Cell):
    def __init__(self, vocab_size, dim, tags):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.out = nn.Dense(dim, tags)

    def construct(self, ids):
        return self.out(self.embed(ids))


def train(sentences):
    vocab = {w: i for i, w in enumerate(sorted({w for s in sentences for w in s.split()}))}
    net = Tagger(len(vocab), 16, 4)
    ms.save_checkpoint(net, CKPT)
    return vocab


def serve(vocab, sentence):
    net = Tagger(MAX_VOCAB, 16, 4)  # expect: MSD415
    ms.load_param_into_net(net, ms.load_checkpoint(CKPT))
    ids = ms.Tensor([[vocab.get(w, 0) for w in sentence.split()]], ms.int32)
    return net(ids).argmax(-1)


if __name__ == "__main__":
    vocab = train(["the cat sat", "a dog ran", "the dog sat down"])
    print(serve(vocab, "the cat ran"))
