"""Sentence classifier whose packing helper keeps the sentence ids int32."""
import mindspore as ms
from mindspore import nn, ops

from batching_good import pack

ms.set_context(mode=ms.GRAPH_MODE)
VOCAB = {w: i for i, w in enumerate("the a graph mode compiles model runs fast slow".split())}


class BagOfWords(nn.Cell):
    def __init__(self, sentences=3, dim=8, classes=2):
        super().__init__()
        self.embed = nn.Embedding(len(VOCAB), dim)
        self.classify = nn.Dense(dim, classes)
        self.sentences = sentences

    def construct(self, tokens, owners):
        pooled = ops.unsorted_segment_sum(self.embed(tokens), owners, self.sentences)
        return self.classify(pooled)


if __name__ == "__main__":
    tokens, owners = pack(["the graph compiles", "a model runs fast", "the mode slow"], VOCAB)
    print(BagOfWords()(ms.Tensor(tokens), ms.Tensor(owners)).shape)
